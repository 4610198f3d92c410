import { paths, type ShipmentPublic } from '@portal/shared-api';

/** A shipment as its buyer's link opens it (`/Despacho/{code}`), for the page's and the server entry's tests. */
export const SHIPMENT_CODE = 'DE-2026-000001';
export const SHARE_TOKEN = 'q9Zr0wS3xYbWc8uVv1pLk2mN4oJ5hG6fD7eC8aB9iTs';

export const line = (overrides: Partial<ShipmentPublic['lines'][number]> = {}): ShipmentPublic['lines'][number] => ({
  originNumber: 'CO-2026-000005',
  originStatus: 'Válido',
  propertyId: 31,
  propertyName: 'Finca El Roble',
  certificateStatus: 'Vigente',
  species: [{ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 12.5 }],
  volume: 8,
  originPage: paths.origen('CO-2026-000005'),
  propertyProfile: paths.perfilPropiedad(31),
  ...overrides,
});

export const shipment = (overrides: Partial<ShipmentPublic> = {}): ShipmentPublic => ({
  code: SHIPMENT_CODE,
  exporterName: 'Exportadora Maderas del Norte',
  buyerName: 'Holzimport GmbH',
  buyerCountry: 'DE',
  hsHeading: '4407',
  description: 'Tablas de teca aserradas, secadas al horno',
  netMassKg: 8200.5,
  volume: 12,
  inputVolume: 14.5,
  shippingDate: '2026-12-02',
  ddsReference: null,
  ddsVerification: null,
  builtOn: [],
  inForce: true,
  lines: [line(), line({ originNumber: 'CO-2026-000006', volume: 6.5, originPage: paths.origen('CO-2026-000006'), species: [{ code: 'melina', scientificName: 'Gmelina arborea', commonName: 'Melina', volume: 6.5 }] })],
  shareExpiresAt: '2026-12-29T15:00:00.000Z',
  dossier: `/api/shipments/${SHIPMENT_CODE}/shared/expediente.zip?share=${SHARE_TOKEN}`,
  checkedAt: '2026-11-29T15:00:00.000Z',
  ...overrides,
});

