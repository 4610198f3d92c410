import { CERTIFICATE_MEANING } from '@portal/shared-api';

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

/** A certificate's lifecycle, wherever it shows (beyond the spec): the property's screens and its public profile. */
export const CERTIFICATE_TEXTS = {
  title: 'Estado del certificado',
  since: (status: string, date: string) => `${status} desde el ${date}`,
  validUntil: (date: string) => `Vale hasta el ${date}`,
  renew: 'Renovar',
  meaning: CERTIFICATE_MEANING,
  history: 'Historial',
  actions: { suspend: 'Suspender', reinstate: 'Restablecer', withdraw: 'Retirar' },
  confirm: {
    suspend: 'Suspender el certificado',
    reinstate: 'Restablecer el certificado',
    withdraw: 'Retirar el certificado para siempre',
  },
  reasonLabel: 'Motivo (se publica en el perfil del certificado)',
  reasonHint: (min: number, max: number) => `Entre ${min} y ${max} caracteres: una línea que cualquiera pueda entender.`,
  withdrawWarning: 'Un certificado retirado no se puede restablecer ni renovar.',
  cancel: 'Cancelar',
  done: {
    suspend: 'El certificado quedó suspendido.',
    reinstate: 'El certificado quedó restablecido.',
    withdraw: 'El certificado quedó retirado.',
  },
} as const;
