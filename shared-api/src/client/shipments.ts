import type { BoundaryShare, BoundaryShareCreate, BoundaryShareCreated, DdsNumbers, OriginTransfer, Shipment, ShipmentCreate, ShipmentHolding, ShipmentPublic, TransferAction, TransferCreate, TransferReceiver } from '..';
import { call, createHeaders, downloadFile, http, type CreateOptions } from './http';

/** Shipments (beyond the spec): the list the generic list screen reads, and each one's files. */
export const SHIPMENT_URLS = {
  base: 'shipments',
  one: (id: number | string) => `shipments/${encodeURIComponent(String(id))}`,
  /** What a share link opens (`/Despacho/{code}` is drawn with it). */
  status: (code: string, share: string) => `shipments/${encodeURIComponent(code)}/status?share=${encodeURIComponent(share)}`,
} as const;

/** The files of a shipment's statement, each with the name it is saved under when the server gives none. */
export const SHIPMENT_FILES = {
  dossier: { path: 'expediente.zip', name: (code: string) => `${code}-expediente.zip` },
  ddsJson: { path: 'dds.json', name: (code: string) => `${code}-dds.json` },
  ddsXml: { path: 'dds.xml', name: (code: string) => `${code}-dds.xml` },
  geojson: { path: 'geojson', name: (code: string) => `${code}.geojson` },
} as const;
export type ShipmentFile = keyof typeof SHIPMENT_FILES;

/** The origin certificates the calling client may still ship from. */
export const getShipmentHoldings = () => call(() => http.get('shipments/holdings').json<ShipmentHolding[]>());

export const getShipment = (id: number | string) => call(() => http.get(SHIPMENT_URLS.one(id)).json<Shipment>());

/** POST shipments; the Idempotency-Key makes a repeat record it once. */
export const createShipment = (body: ShipmentCreate, options?: CreateOptions) =>
  call(() => http.post(SHIPMENT_URLS.base, { json: body, headers: createHeaders(options) }).json<Shipment>());

/** PUT shipments/{id}/dds: the numbers the EU information system gave the statement. */
export const setDdsNumbers = (id: number, numbers: DdsNumbers) => call(() => http.put(`${SHIPMENT_URLS.one(id)}/dds`, { json: numbers }).json<Shipment>());

/** Downloads one of a shipment's files (the statement as JSON or XML, the plots as GeoJSON). */
export const downloadShipmentFile = (shipment: Pick<Shipment, 'id' | 'code'>, file: ShipmentFile) =>
  downloadFile(`/api/${SHIPMENT_URLS.one(shipment.id)}/${SHIPMENT_FILES[file].path}`, SHIPMENT_FILES[file].name(shipment.code));

/** A shipment as its buyer reads it through the share link `share`. */
export const getSharedShipment = (code: string, share: string) => call(() => http.get(SHIPMENT_URLS.status(code, share)).json<ShipmentPublic>());

/** PUT shipments/{code}/shared/dds: the buyer records the statement's numbers through the share link. */
export const setSharedDdsNumbers = (code: string, share: string, numbers: DdsNumbers) =>
  call(() => http.put(`shipments/${encodeURIComponent(code)}/shared/dds`, { json: numbers, searchParams: { share } }).json<ShipmentPublic>());

/** The shipment's links for buyers (its client, the administrators). */
export const getShipmentShares = (id: number | string) => call(() => http.get(`${SHIPMENT_URLS.one(id)}/shares`).json<BoundaryShare[]>());

/** A new link for the shipment's buyer (its client): the address is shown once. */
export const createShipmentShare = (id: number | string, input: BoundaryShareCreate) =>
  call(() => http.post(`${SHIPMENT_URLS.one(id)}/shares`, { json: input, headers: createHeaders() }).json<BoundaryShareCreated>());

export const revokeShipmentShare = (id: number | string, shareId: number) => call(() => http.delete(`${SHIPMENT_URLS.one(id)}/shares/${shareId}`).then(() => undefined));

/** The transfers of origin certificates the calling client sent or received. */
export const getTransfers = () => call(() => http.get('shipments/transfers').json<OriginTransfer[]>());

/** The certified sawmills and timber depots the calling client may transfer to. */
export const getTransferReceivers = () => call(() => http.get('shipments/transfers/receivers').json<TransferReceiver[]>());

/** POST shipments/transfers; the Idempotency-Key makes a repeat send it once. */
export const createTransfer = (body: TransferCreate, options?: CreateOptions) =>
  call(() => http.post('shipments/transfers', { json: body, headers: createHeaders(options) }).json<OriginTransfer>());

/** The receiver accepts or refuses a pending transfer; its sender cancels it. */
export const decideTransfer = (id: number, action: TransferAction) => call(() => http.post(`shipments/transfers/${id}/${action}`).json<OriginTransfer>());
