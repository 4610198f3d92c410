// What an origin certificate is made of, without zod (the public page's bundle stays within the QR budget), and its words.

export const ORIGIN_STATUS = { valid: 'Válido', annulled: 'Anulado' } as const;
export type OriginStatus = (typeof ORIGIN_STATUS)[keyof typeof ORIGIN_STATUS];
export const ORIGIN_STATUSES = Object.values(ORIGIN_STATUS) as [OriginStatus, ...OriginStatus[]];

/** The species of Costa Rica's timber plantations and agroforestry systems, with their scientific names. */
export const TIMBER_SPECIES = [
  { code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', commonNameEn: 'Teak' },
  { code: 'melina', scientificName: 'Gmelina arborea', commonName: 'Melina', commonNameEn: 'Gmelina' },
  { code: 'pochote', scientificName: 'Pachira quinata', commonName: 'Pochote', commonNameEn: 'Pochote' },
  { code: 'cedro-amargo', scientificName: 'Cedrela odorata', commonName: 'Cedro amargo', commonNameEn: 'Spanish cedar' },
  { code: 'laurel', scientificName: 'Cordia alliodora', commonName: 'Laurel', commonNameEn: 'Laurel (Spanish elm)' },
  { code: 'pino', scientificName: 'Pinus caribaea', commonName: 'Pino', commonNameEn: 'Caribbean pine' },
  { code: 'eucalipto', scientificName: 'Eucalyptus deglupta', commonName: 'Eucalipto', commonNameEn: 'Rainbow eucalyptus' },
  { code: 'acacia', scientificName: 'Acacia mangium', commonName: 'Acacia', commonNameEn: 'Mangium' },
  { code: 'terminalia', scientificName: 'Terminalia amazonia', commonName: 'Terminalia (amarillón)', commonNameEn: 'Terminalia (white olive)' },
  { code: 'chancho-blanco', scientificName: 'Vochysia guatemalensis', commonName: 'Chancho blanco', commonNameEn: 'Chancho blanco' },
  { code: 'pilon', scientificName: 'Hieronyma alchorneoides', commonName: 'Pilón', commonNameEn: 'Pilon' },
  { code: 'caoba', scientificName: 'Swietenia macrophylla', commonName: 'Caoba', commonNameEn: 'Mahogany' },
] as const;
export type TimberSpeciesCode = (typeof TIMBER_SPECIES)[number]['code'];

/** The forms wood travels in. */
export const PRODUCT_FORMS = {
  troza: { label: 'Troza (madera en rollo)' },
  escuadrada: { label: 'Madera escuadrada' },
  aserrada: { label: 'Madera aserrada' },
  postes: { label: 'Postes' },
  lena: { label: 'Leña' },
} as const;
export type ProductForm = keyof typeof PRODUCT_FORMS;
export const PRODUCT_FORM_KEYS = Object.keys(PRODUCT_FORMS) as [ProductForm, ...ProductForm[]];

// The words of an origin certificate a driver, a checkpoint or a buyer abroad reads: its public page, its PDF and
// its `/status` answer, in Spanish and English (i18next namespace `origin`, see i18n.ts).

export const ORIGIN_ES = {
  status: { Válido: 'Válido', Anulado: 'Anulado' } satisfies Record<OriginStatus, string>,
  productForm: {
    troza: 'Troza (madera en rollo)',
    escuadrada: 'Madera escuadrada',
    aserrada: 'Madera aserrada',
    postes: 'Postes',
    lena: 'Leña',
  } satisfies Record<ProductForm, string>,
  page: {
    title: 'Certificado de origen {{number}}',
    validNow: 'Válido: la madera viene de una propiedad con certificado vigente.',
    annulled: 'Anulado el {{date}}: no ampara ninguna madera.',
    notInForce: 'Certificado de la propiedad: {{status}}. Hoy no ampara madera.',
    statusLabel: 'Estado',
    certificateLabel: 'Certificado de la propiedad (ahora)',
    checkedAt: 'Estado leído el {{date}}',
    species: 'Especies',
    scientificName: 'Nombre científico',
    commonName: 'Nombre común',
    volume: 'Volumen',
    total: 'Total',
    productForm: 'Producto',
    harvest: 'Corta',
    harvestRange: 'del {{from}} al {{to}}',
    issuedAt: 'Emitido',
    destination: 'Destino',
    vehiclePlate: 'Placa del vehículo',
    property: 'Propiedad',
    place: 'Ubicación',
    authorised: 'Volumen certificado del período',
    remaining: 'Queda por emitir',
    regent: 'Regente forestal',
    licence: 'Colegiado N.º {{licence}}',
    boundaryExact: 'Límite de origen: versión aprobada {{version}}.',
    harvestArea: 'La madera salió de una parte de {{hectares}} ha de ese límite.',
    reason: 'Motivo: {{reason}}',
    pdf: 'Descargar PDF',
    notFound: 'No existe un certificado de origen con ese número.',
  },
};

/** English texts must have every key of the Spanish ones. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const ORIGIN_EN: Texts<typeof ORIGIN_ES> = {
  status: { Válido: 'Valid', Anulado: 'Annulled' },
  productForm: { troza: 'Logs (rough wood)', escuadrada: 'Squared wood', aserrada: 'Sawn wood', postes: 'Poles', lena: 'Firewood' },
  page: {
    title: 'Certificate of origin {{number}}',
    validNow: 'Valid: the wood comes from a property whose certificate is in force.',
    annulled: 'Annulled on {{date}}: it covers no wood.',
    notInForce: 'Property certificate: {{status}}. It covers no wood today.',
    statusLabel: 'Status',
    certificateLabel: 'Property certificate (now)',
    checkedAt: 'Status read on {{date}}',
    species: 'Species',
    scientificName: 'Scientific name',
    commonName: 'Common name',
    volume: 'Volume',
    total: 'Total',
    productForm: 'Product',
    harvest: 'Harvest',
    harvestRange: 'from {{from}} to {{to}}',
    issuedAt: 'Issued',
    destination: 'Destination',
    vehiclePlate: 'Vehicle plate',
    property: 'Property',
    place: 'Location',
    authorised: 'Certified volume of the period',
    remaining: 'Still to be issued',
    regent: 'Forestry regent',
    licence: 'Licence No. {{licence}}',
    boundaryExact: 'Boundary of origin: approved version {{version}}.',
    harvestArea: 'The wood came from a part of {{hectares}} ha of that boundary.',
    reason: 'Reason: {{reason}}',
    pdf: 'Download PDF',
    notFound: 'No certificate of origin has that number.',
  },
};

export const ORIGIN_TEXTS_BY_LANGUAGE = { es: ORIGIN_ES, en: ORIGIN_EN };

/** Cubic metres in a language's numbers, always three decimals (es: 12,500 m³; en: 12.500 m³). */
const volumeFormats = new Map<string, Intl.NumberFormat>();
export const volumeIn = (value: number, locale: string) => {
  // one format per locale: making one costs more than writing a number (a file of 500 certificates writes thousands)
  let format = volumeFormats.get(locale);
  if (!format) volumeFormats.set(locale, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 })));
  return `${format.format(value)} m³`;
};

/** Cubic metres as the portal writes them: es-CR, always three decimals (12,500 m³). */
export const formatVolume = (value: number) => volumeIn(value, 'es-CR');
