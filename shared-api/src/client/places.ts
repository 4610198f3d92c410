import type { LookupItem } from '..';
import { call, http } from './http';

export const getProvinces = () => call(() => http.get('provinces').json<LookupItem[]>());

export const getCantons = (provinceId: number) =>
  call(() => http.get(`cantons/province/${provinceId}`).json<LookupItem[]>());

export const getDistricts = (cantonId: number) =>
  call(() => http.get(`districts/canton/${cantonId}`).json<LookupItem[]>());
