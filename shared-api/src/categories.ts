import type { z } from 'zod';
import type { categorySchema, priceRangeSchema } from './responses/categories';

/** Spec §7 categories: the category tree with its price ranges (spec §3, §9). */

export type PriceRange = z.output<typeof priceRangeSchema>;
/** Category (spec §3), as GET categories?consecutivePart= lists a level of the tree. */
export type Category = z.output<typeof categorySchema>;

/** The flex files a category asks for, by position 1–5 (spec §3). */
export const flexFilesOf = (category: Category): Array<{ index: number; name: string }> =>
  [category.flexFileName1, category.flexFileName2, category.flexFileName3, category.flexFileName4, category.flexFileName5]
    .map((name, i) => ({ index: i + 1, name: name ?? '' }))
    .filter((f) => f.name);

/** The range whose startingRange ≤ volume ≤ endingRange (spec §9); undefined when none covers it. */
export const priceRangeFor = (volume: number, ranges: readonly PriceRange[]): PriceRange | undefined =>
  ranges.find((r) => r.startingRange <= volume && volume <= r.endingRange);
