// the library without its 80 languages' names (its Node entry loads them all): the codes, named by Intl
import { getAlpha2Codes } from 'i18n-iso-countries/index';
import { z } from 'zod';
import { CERTIFICATE_ADJECTIVE, type CertificateLifecycleStatus } from './certificate-lifecycle';
import { ORIGIN_NUMBER_PATTERN, calendarDateSchema, formatVolume, litres, roundVolume, volumeSchema } from './origin';
import { DDS_NUMBER_MAX, DDS_NUMBER_PATTERN, HS_HEADING_CODES, SHIPMENT_SHARED_MSG } from './shipment-words';
import type { shipmentSchema, shipmentHoldingSchema, ddsStatementSchema, shipmentPublicSchema, originTransferSchema, transferReceiverSchema } from './responses/shipments';

/**
 * Shipments (despachos, beyond the spec): a client who ships wood to a buyer abroad records each load — the buyer,
 * the HS heading, the description, net mass and volume — and the origin certificates it is made of, each with the
 * volume of logs drawn from it. A shipment never draws more than remains of an origin certificate, only from valid
 * ones whose property's certificate is Vigente on the shipping date, and never ships more product than its input.
 * From it the portal writes the EU importer's due diligence statement (the Commission's V3 fields).
 */

export { HS_HEADINGS, HS_HEADING_CODES, hsHeadingOf, DDS_NUMBER_MAX, DDS_NUMBER_PATTERN, type HsHeading } from './shipment-words';

/** The most origin certificates one shipment is made of (the EU schema's producers per commodity: 1 000). */
export const SHIPMENT_MAX_LINES = 500;
/** The most kilograms one shipment states (the EU schema's netWeight: at most 9 999 999 999.999999). */
export const SHIPMENT_MAX_MASS = 9_999_999_999;
/** The longest description of the goods (the EU schema's descriptionOfGoods). */
export const SHIPMENT_DESCRIPTION_MAX = 150;
/**
 * Where an EU due diligence statement's activity takes place (the EU schema's EuropeanCountryType): the Member States
 * and XI, Northern Ireland. A buyer elsewhere gets the statement's fields without a country of activity.
 */
export const EU_COUNTRIES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI'] as const;
export const isEuCountry = (code: string) => (EU_COUNTRIES as readonly string[]).includes(code);
/** How far ahead a shipment may be recorded (days). */
export const SHIPMENT_MAX_DAYS_AHEAD = 180;

/** How long the link in a due-diligence file's QR code lasts (days): a file handed on is read for months. */
export const SHIPMENT_DOSSIER_LINK_DAYS = 365;
/** Who the link of a file's QR code is for, in the client's list of links. */
export const SHIPMENT_DOSSIER_LINK_LABEL = (day: string) => `Código QR del expediente descargado el ${day}`;

/** `DE-2027-000123`: the year it was recorded and a number never reused. */
export const SHIPMENT_CODE_PATTERN = /^DE-\d{4}-\d{6,}$/;

/** The ISO 3166-1 alpha-2 codes of countries (not Intl's regions such as EU, UN or ZZ, "unknown"). */
const COUNTRY_CODES = new Set(Object.keys(getAlpha2Codes()));

/** The country's name (Spanish by default) from its ISO 3166-1 alpha-2 code; undefined for a code that names no country. */
export function countryName(code: string, language: 'es' | 'en' = 'es'): string | undefined {
  if (!COUNTRY_CODES.has(code)) return undefined;
  return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code);
}

/** Every country a buyer may be in, by its code, with its name in the language given, in that language's order. */
export function countryOptions(language: 'es' | 'en' = 'es'): Array<{ code: string; name: string }> {
  const collator = new Intl.Collator(language);
  return [...COUNTRY_CODES].map((code) => ({ code, name: countryName(code, language)! })).sort((a, b) => collator.compare(a.name, b.name));
}


export const SHIPMENT_MSG = {
  buyerName: 'Escriba el nombre del comprador (entre 2 y 200 caracteres).',
  buyerCountry: 'Elija el país del comprador.',
  buyerEmail: 'Escriba un correo electrónico válido del comprador.',
  hsHeading: 'Elija la partida arancelaria (SA) de la madera.',
  description: `Describa la mercancía (entre 3 y ${SHIPMENT_DESCRIPTION_MAX} caracteres), como la leerá la aduana.`,
  netMass: 'Escriba la masa neta en kilogramos: mayor que 0, con 3 decimales como máximo.',
  volume: 'Escriba el volumen del producto en m³: mayor que 0, con 3 decimales como máximo.',
  shippingDate: 'Indique la fecha de embarque (AAAA-MM-DD).',
  shippingPast: 'La fecha de embarque no puede ser anterior a hoy: la declaración se presenta antes de embarcar.',
  shippingFar: `La fecha de embarque puede estar a lo sumo ${SHIPMENT_MAX_DAYS_AHEAD} días adelante.`,
  linesRequired: `Elija entre 1 y ${SHIPMENT_MAX_LINES} certificados de origen, cada uno con el volumen que toma.`,
  lineNumber: 'Escriba el número del certificado de origen, como CO-2026-000123.',
  lineVolume: 'El volumen tomado de cada certificado de origen debe ser mayor que 0 m³, con 3 decimales como máximo.',
  lineRepeated: 'Cada certificado de origen va una sola vez: sume en una línea lo que toma de él.',
  productAboveInput: (input: number, product: number) =>
    `El volumen del producto (${formatVolume(product)}) no puede superar el volumen de madera tomado de los certificados de origen (${formatVolume(input)}).`,
  notHeld: (number: string) => `El certificado de origen ${number} no está entre los suyos: solo se despacha madera de sus propios certificados de origen o de los que le transfirieron.`,
  annulled: (number: string) => `El certificado de origen ${number} está anulado: no sirve de origen para un despacho.`,
  notInForce: (number: string, status: CertificateLifecycleStatus) =>
    `El certificado de la propiedad del certificado de origen ${number} está ${CERTIFICATE_ADJECTIVE[status]}: solo se despacha madera de propiedades con el certificado vigente.`,
  expiresBefore: (number: string, until: string) =>
    `El certificado de la propiedad del certificado de origen ${number} vence el ${until}, antes de la fecha de embarque.`,
  exceeds: (number: string, remaining: number, asked: number) =>
    `Del certificado de origen ${number} quedan ${formatVolume(remaining)}: no alcanza para ${formatVolume(asked)}.`,
  notFound: 'No existe un despacho con ese código entre los suyos.',
  ...SHIPMENT_SHARED_MSG,
  plotRefused: (number: string, problem: string) =>
    `El terreno del certificado de origen ${number} no cumple las reglas de la UE para la geolocalización: ${problem} Pida a su regente una nueva versión del límite.`,
  shareOwnerOnly: 'Solo el cliente que hizo el despacho crea enlaces para su comprador.',
  shareRevokeNotAllowed: 'Solo el cliente que hizo el despacho, o la administración a su pedido, revoca un enlace para compradores.',
  geolocationTooLarge: (megabytes: number) =>
    `La geolocalización de este despacho pasa de ${new Intl.NumberFormat('es-CR', { maximumFractionDigits: 3 }).format(megabytes)} MB, el límite de la UE para una declaración: divídalo en dos despachos.`,
} as const;

export const shipmentLineSchema = z.object({
  originNumber: z.string({ error: SHIPMENT_MSG.lineNumber }).trim().toUpperCase().regex(ORIGIN_NUMBER_PATTERN, { error: SHIPMENT_MSG.lineNumber }),
  volume: volumeSchema(SHIPMENT_MSG.lineVolume),
});

/** POST shipments: the load, its buyer and the origin certificates it is made of. */
export const shipmentCreateSchema = z
  .object({
    buyerName: z.string({ error: SHIPMENT_MSG.buyerName }).trim().min(2, { error: SHIPMENT_MSG.buyerName }).max(200, { error: SHIPMENT_MSG.buyerName }),
    buyerCountry: z
      .string({ error: SHIPMENT_MSG.buyerCountry })
      .trim()
      .toUpperCase()
      .refine((code) => countryName(code) !== undefined, { error: SHIPMENT_MSG.buyerCountry }),
    buyerEmail: z.string({ error: SHIPMENT_MSG.buyerEmail }).trim().max(254, { error: SHIPMENT_MSG.buyerEmail }).pipe(z.email({ error: SHIPMENT_MSG.buyerEmail })),
    hsHeading: z.enum(HS_HEADING_CODES, { error: SHIPMENT_MSG.hsHeading }),
    description: z.string({ error: SHIPMENT_MSG.description }).trim().min(3, { error: SHIPMENT_MSG.description }).max(SHIPMENT_DESCRIPTION_MAX, { error: SHIPMENT_MSG.description }),
    netMassKg: z
      .number({ error: SHIPMENT_MSG.netMass })
      .refine((value) => Number.isFinite(value) && value > 0 && value <= SHIPMENT_MAX_MASS, { error: SHIPMENT_MSG.netMass })
      .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, { error: SHIPMENT_MSG.netMass }),
    volume: volumeSchema(SHIPMENT_MSG.volume),
    shippingDate: calendarDateSchema(SHIPMENT_MSG.shippingDate),
    lines: z.array(shipmentLineSchema, { error: SHIPMENT_MSG.linesRequired }).min(1, { error: SHIPMENT_MSG.linesRequired }).max(SHIPMENT_MAX_LINES, { error: SHIPMENT_MSG.linesRequired }),
  })
  .superRefine((value, context) => {
    const numbers = value.lines.map((line) => line.originNumber);
    if (new Set(numbers).size !== numbers.length) context.addIssue({ code: 'custom', path: ['lines'], message: SHIPMENT_MSG.lineRepeated });
    const input = roundVolume(value.lines.reduce((sum, line) => sum + litres(line.volume), 0) / 1000);
    if (litres(value.volume) > litres(input)) {
      context.addIssue({ code: 'custom', path: ['volume'], message: SHIPMENT_MSG.productAboveInput(input, value.volume) });
    }
  });
export type ShipmentCreate = z.input<typeof shipmentCreateSchema>;

const ddsNumber = (message: string) =>
  z.string({ error: message }).trim().toUpperCase().min(1, { error: message }).max(DDS_NUMBER_MAX, { error: message }).regex(DDS_NUMBER_PATTERN, { error: message });

/** PUT shipments/{id}/dds: the statement's numbers, as the EU information system returned them (a correction replaces them). */
export const ddsNumbersSchema = z.object({
  reference: ddsNumber(SHIPMENT_MSG.ddsReference),
  verification: ddsNumber(SHIPMENT_MSG.ddsVerification),
});
export type DdsNumbers = z.input<typeof ddsNumbersSchema>;

/** A shipment's code in an address (`/api/shipments/{code}/status`). */
export const shipmentCodeSchema = z.string().trim().toUpperCase().regex(SHIPMENT_CODE_PATTERN, { error: SHIPMENT_MSG.notFound });
/** Query of what a share link opens: its token (and, for the due-diligence file, the language of its PDFs). */
export const shipmentShareQuerySchema = z.object({ share: z.string().min(1).max(100), lang: z.string().optional() });
/** A shipment as the server reads it, checked and normalised. */
export type ShipmentInput = z.output<typeof shipmentCreateSchema>;

export type Shipment = z.output<typeof shipmentSchema>;
export type ShipmentHolding = z.output<typeof shipmentHoldingSchema>;
/** One origin certificate of a shipment, with its status and its property's now. */
export type ShipmentOrigin = Shipment['lines'][number];
export type DdsStatement = z.output<typeof ddsStatementSchema>;
/** A shipment as its buyer reads it through a share link (`/Despacho/{code}`). */
export type ShipmentPublic = z.output<typeof shipmentPublicSchema>;

/**
 * Transfers of origin certificates (beyond the spec): a client who sells logs hands part or all of what remains of an
 * origin certificate to the certified sawmill or timber depot that buys them; once the receiver accepts, it holds
 * that volume and ships from it, so its sawn wood still traces to the plots. A pending transfer already takes its
 * volume from the seller; a refused or cancelled one gives it back.
 */
export const TRANSFER_STATUS = { pending: 'Pendiente', accepted: 'Aceptada', refused: 'Rechazada', cancelled: 'Cancelada' } as const;
export type TransferStatus = (typeof TRANSFER_STATUS)[keyof typeof TRANSFER_STATUS];
export const TRANSFER_STATUSES = Object.values(TRANSFER_STATUS) as [TransferStatus, ...TransferStatus[]];
/** The categories (their codes) whose certified establishments receive origin certificates: Aserraderos, Depósitos de madera. */
export const RECEIVING_CATEGORIES = ['02.01', '03.02'] as const;
/** The longest invoice or transport-guide number a transfer carries. */
export const TRANSFER_REFERENCE_MAX = 60;

export const TRANSFER_MSG = {
  originNumber: SHIPMENT_MSG.lineNumber,
  volume: 'Escriba el volumen que transfiere en m³: mayor que 0, con 3 decimales como máximo.',
  receiver: 'Elija el aserradero o depósito de madera certificado que recibe la madera.',
  reference: `El número de factura o de guía de transporte tiene a lo sumo ${TRANSFER_REFERENCE_MAX} caracteres.`,
  notHeld: (number: string) => `El certificado de origen ${number} no está entre los suyos: solo se transfiere madera de certificados de origen que usted tiene.`,
  receiverNotCertified: 'Quien recibe debe ser un aserradero o un depósito de madera con el certificado vigente.',
  receiverSelf: 'No puede transferirse madera a sí mismo: elija el establecimiento de quien le compra.',
  annulled: (number: string) => `El certificado de origen ${number} está anulado: ya no se transfiere.`,
  notInForce: (number: string, status: CertificateLifecycleStatus) =>
    `El certificado de la propiedad del certificado de origen ${number} está ${CERTIFICATE_ADJECTIVE[status]}: solo se transfiere madera de propiedades con el certificado vigente.`,
  exceeds: (number: string, remaining: number, asked: number) => `Del certificado de origen ${number} le quedan ${formatVolume(remaining)}: no alcanza para transferir ${formatVolume(asked)}.`,
  notFound: 'No existe esa transferencia entre las suyas.',
  decided: (status: TransferStatus) => `La transferencia ya está ${status.toLowerCase()}: solo se decide una transferencia pendiente.`,
  receiverOnly: 'Solo el establecimiento que recibe acepta o rechaza una transferencia.',
  senderOnly: 'Solo quien envió la transferencia la cancela.',
} as const;

/** POST shipments/transfers: what remains of an origin certificate, handed to a certified sawmill or depot. */
export const transferCreateSchema = z.object({
  originNumber: shipmentLineSchema.shape.originNumber,
  receiverPropertyId: z.number({ error: TRANSFER_MSG.receiver }).int({ error: TRANSFER_MSG.receiver }).positive({ error: TRANSFER_MSG.receiver }),
  volume: volumeSchema(TRANSFER_MSG.volume),
  reference: z.string({ error: TRANSFER_MSG.reference }).trim().max(TRANSFER_REFERENCE_MAX, { error: TRANSFER_MSG.reference }).optional(),
});
export type TransferCreate = z.input<typeof transferCreateSchema>;
export type TransferInput = z.output<typeof transferCreateSchema>;
/** What the receiver or the sender does with a pending transfer. */
export const TRANSFER_ACTIONS = ['accept', 'refuse', 'cancel'] as const;
export type TransferAction = (typeof TRANSFER_ACTIONS)[number];
export type OriginTransfer = z.output<typeof originTransferSchema>;
export type TransferReceiver = z.output<typeof transferReceiverSchema>;
