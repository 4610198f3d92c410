import type { BoundaryDecision, BoundaryProposal, BoundaryShare, BoundaryShareCreate, BoundaryShareCreated, PropertyBoundary, SharedBoundary } from '..';
import type { BoundaryGeometry } from '../geo/validate';
import { call, createHeaders, downloadFile, http, type CreateOptions } from './http';

/** A property's boundary and the EU file (beyond the spec). */
export const BOUNDARY_URLS = {
  /** The administrator's queue: boundaries waiting for review, oldest first. */
  reviews: 'properties/boundaries',
  /** Approved boundaries the EU's rules of 2026 would refuse, with why (administrators). */
  ruleProblems: 'properties/boundaries/eu-rules',
  boundary: (id: number | string) => `properties/${encodeURIComponent(id)}/boundary`,
  euFile: (id: number | string) => `/api/properties/${encodeURIComponent(id)}/geojson`,
};

export const getBoundary = (id: number | string) => call(() => http.get(BOUNDARY_URLS.boundary(id)).json<PropertyBoundary>());

export const proposeBoundary = (id: number | string, proposal: BoundaryProposal, options?: CreateOptions) =>
  call(() => http.post(BOUNDARY_URLS.boundary(id), { json: proposal, headers: createHeaders(options) }).json<{ version: number }>());

export const decideBoundary = (id: number | string, version: number, decision: BoundaryDecision) =>
  call(() => http.put(`${BOUNDARY_URLS.boundary(id)}/${version}`, { json: decision }).then(() => undefined));

export const setBoundaryPublic = (id: number | string, value: boolean) =>
  call(() => http.put(`${BOUNDARY_URLS.boundary(id)}/visibility`, { json: { public: value } }).then(() => undefined));

/** One EU file for several properties (those the caller may export), downloaded with the session's token. */
export const downloadEuFileOf = (ids: readonly number[]) =>
  downloadFile(`/api/properties/geojson?ids=${ids.join(',')}`, 'propiedades.geojson');

/** The EU producer file of one property, downloaded with the session's token. */
export const downloadEuFile = (id: number | string) => downloadFile(BOUNDARY_URLS.euFile(id), `propiedad-${id}.geojson`);

/** The owner's links for buyers to a private boundary. */
export const getBoundaryShares = (id: number | string) => call(() => http.get(`${BOUNDARY_URLS.boundary(id)}/shares`).json<BoundaryShare[]>());

export const createBoundaryShare = (id: number | string, input: BoundaryShareCreate) =>
  call(() => http.post(`${BOUNDARY_URLS.boundary(id)}/shares`, { json: input, headers: createHeaders() }).json<BoundaryShareCreated>());

export const revokeBoundaryShare = (id: number | string, shareId: number) =>
  call(() => http.delete(`${BOUNDARY_URLS.boundary(id)}/shares/${shareId}`).then(() => undefined));

/** A private boundary as its share link opens it (anyone holding the token). */
export const getSharedBoundary = (id: number | string, share: string) =>
  call(() => http.get(`${BOUNDARY_URLS.boundary(id)}/shared`, { searchParams: { share } }).json<SharedBoundary>());

/** The geometry of an EU file (the first plot's), read to draw it on a map. */
export const getEuFileGeometry = (url: string) =>
  call(() => http.get(url.replace(/^\/api\//, ''), { headers: { accept: 'application/geo+json' } }).json<{ features: Array<{ geometry: BoundaryGeometry }> }>()).then(
    (file) => file.features[0]?.geometry ?? null,
  );
