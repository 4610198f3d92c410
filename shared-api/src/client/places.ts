import type { Basemap, LookupItem } from '..';
import { call, http } from './http';

export const getProvinces = () => call(() => http.get('provinces').json<LookupItem[]>());

export const getCantons = (provinceId: number) =>
  call(() => http.get(`cantons/province/${provinceId}`).json<LookupItem[]>());

export const getDistricts = (cantonId: number) =>
  call(() => http.get(`districts/canton/${cantonId}`).json<LookupItem[]>());

/** The maps' background: online tiles when the portal names them (once per page: it does not change). */
let basemap: Promise<Basemap> | undefined;
export const getBasemap = () => {
  basemap ??= call(() => http.get('basemap').json<Basemap>()).catch(() => ({ tilesUrl: null, attribution: null }));
  return basemap;
};
