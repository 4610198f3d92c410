import { BULK_LOOKUP_HEADERS, BULK_STATUS_CSV_BY_LANGUAGE, DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language, type AssignmentItem, type CertificateAction, type CertificateChanged, type CertificateStatus, type InscriptionProfile, type PortfolioMap, type PortfolioName, type PortfolioStatusFilter, type PropertyItem, type PropertyProfile } from '..';
import { LARGE_PAGE } from './paging';
import { call, createHeaders, http, saveResponse, type CreateOptions } from './http';

/** The property lists of spec §7 (for the generic lists) and the portfolio. */
export const PROPERTIES_URLS = {
  myProperties: 'properties/myproperties',
  myEnabledProperties: 'properties/myenabledproperties',
  regentProperties: 'properties/regentproperties',
  myAcceptedProperties: 'properties/myacceptedproperties',
  certifiedProperties: 'properties/certifiedproperties',
  groupedCertifications: 'properties/groupedcertifications',
  portfolio: 'properties/portfolio',
  portfolioCsv: 'properties/portfolio.csv',
  /** The published boundaries of the filter, in the EU's GeoJSON (beyond the spec). */
  portfolioGeojson: 'properties/portfolio.geojson',
  /** The markers of the filter for the portfolio's map (beyond the spec). */
  portfolioMap: 'properties/portfolio.map',
  portfolioNames: 'properties/portfolio.names',
  /** Bulk status lookup: a CSV of certificate or sheet numbers in, their statuses out (beyond the spec). */
  bulkStatus: 'properties/status.csv',
} as const;

/**
 * Sends a buyer's CSV to the bulk status lookup and saves the answer under the server's file name; answers how
 * many rows it holds and how many numbers had no certificate.
 */
export async function lookupStatuses(csv: string, language: Language = DEFAULT_LANGUAGE): Promise<{ rows: number; notFound: number; fileName: string }> {
  const response = await call(() =>
    http.post(PROPERTIES_URLS.bulkStatus, { body: csv, headers: { 'content-type': 'text/csv' }, searchParams: { [LANGUAGE_PARAM]: language } }),
  );
  const fileName = await saveResponse(response, BULK_STATUS_CSV_BY_LANGUAGE[language].fileName);
  return {
    rows: Number(response.headers.get(BULK_LOOKUP_HEADERS.rows) ?? 0),
    notFound: Number(response.headers.get(BULK_LOOKUP_HEADERS.notFound) ?? 0),
    fileName,
  };
}

type PortfolioMapFilter = { provinceId?: number; cantonId?: number; status?: PortfolioStatusFilter };

const portfolioMapSearch = (param: string, filter: PortfolioMapFilter) =>
  new URLSearchParams(Object.entries({ param, ...filter }).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

/** The portfolio's map of a search and its filters (the same as the list's). */
export const getPortfolioMap = (param: string, filter: PortfolioMapFilter) =>
  call(() => http.get(PROPERTIES_URLS.portfolioMap, { searchParams: portfolioMapSearch(param, filter) }).json<PortfolioMap>());

/** The call getPortfolioMap makes, relative to /api/ (the server prepares it when it serves the portfolio). */
export const portfolioMapCall = (param: string, filter: PortfolioMapFilter): string => `${PROPERTIES_URLS.portfolioMap}?${portfolioMapSearch(param, filter)}`;

/** The address getPortfolioMap asks, the same to the letter (the browser's cache finds one by the other). */
export const portfolioMapUrl = (param: string, filter: PortfolioMapFilter): string => `/api/${portfolioMapCall(param, filter)}`;

/** The names of some of the portfolio's properties (a map's markers), at most PORTFOLIO_NAMES_MAX ids. */
export const getPortfolioNames = (ids: number[]) =>
  call(() => http.get(PROPERTIES_URLS.portfolioNames, { searchParams: { ids: ids.join(',') } }).json<PortfolioName[]>());

export const getProperty = (id: number | string) => call(() => http.get(`properties/item/${id}`).json<PropertyItem>());
export const getMyEnabledProperties = () =>
  call(() => http.get(PROPERTIES_URLS.myEnabledProperties, { searchParams: LARGE_PAGE }).json<PropertyItem[]>());
export const getRegentProperties = () => call(() => http.get(PROPERTIES_URLS.regentProperties, { searchParams: LARGE_PAGE }).json<PropertyItem[]>());

export const getAssignments = (regentEmail: string, clientEmail: string) =>
  call(() => http.get('properties/assignedProperties', { searchParams: { regentEmail, clientEmail, ...LARGE_PAGE } }).json<AssignmentItem[]>());

export const saveAssignments = (regentEmail: string, items: Array<Pick<AssignmentItem, 'id' | 'isAssigned'>>, options?: CreateOptions) =>
  call(() => http.post('properties/assignproperties', { searchParams: { regentEmail }, json: items, headers: createHeaders(options) }).then(() => undefined));

/** The public profile calls, relative to /api/ (the server renders the profiles with the same calls). */
export const PROFILE_CALLS = {
  property: (id: number | string) => `properties/Profile/${encodeURIComponent(id)}`,
  inscription: (id: number | string) => `properties/InscriptionProfile/${encodeURIComponent(id)}`,
};

/**
 * A property's public profile. Browsers keep it a minute (it is public); `fresh` asks the server again, for the
 * screens where a person has just changed it.
 */
export const getPropertyProfile = (id: number | string, { fresh = false }: { fresh?: boolean } = {}) =>
  call(() => http.get(PROFILE_CALLS.property(id), fresh ? { cache: 'no-cache' } : {}).json<PropertyProfile>());

export const getInscriptionProfile = (id: number | string) => call(() => http.get(PROFILE_CALLS.inscription(id)).json<InscriptionProfile>());

/** Suspends, reinstates or withdraws a property's certificate with a public reason (beyond the spec). */
export const changeCertificate = (id: number | string, action: CertificateAction, reason: string) =>
  call(() => http.post(`properties/${encodeURIComponent(id)}/certificate/${action}`, { json: { reason } }).json<CertificateChanged>());

/** A property's certificate as a PDF (A4, with the QR of its profile): public, like the profile. */
export const certificatePdfUrl = (id: number | string) => `/api/properties/${encodeURIComponent(id)}/certificate.pdf`;

/** The machine-readable status call beside a profile. */
export const certificateStatusUrl = (kind: CertificateStatus['kind'], id: number | string) =>
  `/api/properties/${kind === 'propiedad' ? 'Profile' : 'InscriptionProfile'}/${id}/status`;
