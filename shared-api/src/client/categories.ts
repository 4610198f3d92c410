import type { Category } from '..';
import { call, http } from './http';

/** One level of the category tree: the children of `consecutivePart` ('' for the first level). */
export const getCategories = (consecutivePart: string) =>
  call(() => http.get('categories', { searchParams: { consecutivePart } }).json<Category[]>());
