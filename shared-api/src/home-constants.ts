import type { EnrolmentStatus } from './inscriptions';

/** What a client's enrolment needs next, from its state (spec §4): the client acts, or waits, or it is closed. */
export const CLIENT_NEXT_STEP = {
  Presentada: 'awaitReview',
  Subsanar: 'uploadRemediation',
  Subsanada: 'awaitRemediationReview',
  Pagar: 'uploadVoucher',
  Pagada: 'awaitPaymentCheck',
  Aceptada: 'certified',
  Rechazada: 'rejected',
} as const satisfies Record<EnrolmentStatus, string>;
export type ClientNextStep = (typeof CLIENT_NEXT_STEP)[EnrolmentStatus];
export const CLIENT_NEXT_STEPS = [...new Set(Object.values(CLIENT_NEXT_STEP))] as [ClientNextStep, ...ClientNextStep[]];

/** The steps only the client can take: their enrolments come first on the client's home. */
export const CLIENT_ACTION_STEPS: readonly ClientNextStep[] = ['uploadRemediation', 'uploadVoucher'];
/** Closed enrolments: nothing is left to do; they come last. */
export const CLIENT_CLOSED_STEPS: readonly ClientNextStep[] = ['certified', 'rejected'];

/** How many rows a home lists beside its counts. */
export const HOME_LIMITS = {
  /** The administrator's conversations whose last message is the client's. */
  conversations: 5,
  /** The client's enrolments. */
  enrolments: 20,
  /** The client's certified properties. */
  properties: 10,
  /** The regent's last reports. */
  reports: 5,
  /** The accountant's last payments. */
  payments: 10,
} as const;

/** A payment the accountant sees: an enrolment's fee, or a purchase of extra visits. */
export const PAYMENT_KIND = { enrolment: 'Inscripción', extraVisits: 'Visitas extra', renewal: 'Renovación' } as const;
export type PaymentKind = (typeof PAYMENT_KIND)[keyof typeof PAYMENT_KIND];

/** The accountant's export of the payments of this month and the previous one. */
export const PAYMENTS_CSV = {
  fileName: 'pagos-recibidos.csv',
  headers: ['Fecha de pago', 'Mes', 'Tipo', 'Referencia', 'Pagador', 'Identificación', 'Detalle', 'Monto (CRC)'],
} as const;

/** The detail of a payment row: the enrolment's category, or the visits bought and for which property. */
export const PAYMENT_DETAIL = {
  enrolment: (category: string) => `Categoría ${category}`,
  extraVisits: (visits: number, property: string) => `${visits} ${visits === 1 ? 'visita' : 'visitas'} para ${property}`,
  renewal: (property: string) => `Renovación del certificado de ${property}`,
} as const;
