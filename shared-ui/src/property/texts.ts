/** The labels of a property's summary, the same on every screen that shows one. */
export const PROPERTY_TEXTS = {
  sheetNumber: 'Número de finca',
  name: 'Nombre',
  location: 'Ubicación',
  province: 'Provincia',
  canton: 'Cantón',
  district: 'Distrito',
  address: 'Dirección',
  owner: 'Propietario',
  /** The certificate as a PDF (GET properties/{id}/certificate.pdf), wherever a property's screen offers it. */
  certificatePdf: 'Descargar el certificado (PDF)',
} as const;
