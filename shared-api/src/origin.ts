import { z } from 'zod';
import { CERTIFICATE_ADJECTIVE, reasonSchema, CERTIFICATE_REASON, type CertificateLifecycleStatus } from './certificate-lifecycle';
import { PRODUCT_FORM_KEYS, TIMBER_SPECIES, formatVolume, type TimberSpeciesCode } from './origin-words';

export { formatVolume };
import type { originCertificateSchema, originLedgerSchema, originPublicSchema, originStatusSchema, originSpeciesMonthSchema } from './responses/origin';

/**
 * Origin certificates (certificados de origen, beyond the spec): the regent assigned to a certified property attests
 * that a load of wood was cut there — its species, volumes, product form, harvest dates and the approved boundary it
 * came from. Each is drawn from the volume its property's certificate authorises for the current period (the issue or
 * a renewal until the validity's end): the sum of the valid ones never passes it. An administrator may annul one,
 * with a reason; its volume returns to the period and it stays visible as Anulado. Each has a number never reused,
 * a PDF with a QR code and a public page, `/Origen/{number}`, that states its status and its property's now.
 */

export { ORIGIN_STATUS, ORIGIN_STATUSES, PRODUCT_FORMS, PRODUCT_FORM_KEYS, TIMBER_SPECIES, type OriginStatus, type ProductForm, type TimberSpeciesCode } from './origin-words';

/** The most species one origin certificate lists. */
export const ORIGIN_MAX_SPECIES = 20;
/** The most cubic metres one line states (a 14,3 column). */
export const ORIGIN_MAX_VOLUME = 99_999_999_999;


/** A volume rounded to the thousandth, as the database keeps it. */
export const roundVolume = (value: number) => Math.round(value * 1000) / 1000;

/** Litres: volumes are compared as whole numbers, never as floating sums. */
export const litres = (volume: number) => Math.round(volume * 1000);

export const ORIGIN_MSG = {
  notAssigned: 'La propiedad no está asignada a usted: solo su regente emite sus certificados de origen.',
  notCertified: 'La propiedad no tiene un certificado emitido.',
  notInForce: (status: CertificateLifecycleStatus) =>
    `El certificado de la propiedad está ${CERTIFICATE_ADJECTIVE[status]}: solo con un certificado vigente se emiten certificados de origen.`,
  noPeriod: 'El certificado no tiene un período vigente hoy.',
  exceeds: (remaining: number, asked: number) =>
    `Quedan ${formatVolume(remaining)} del volumen certificado: no alcanza para ${formatVolume(asked)}.`,
  noBoundary: 'La propiedad no tiene un límite aprobado: el certificado de origen debe decir de qué terreno salió la madera.',
  boundaryNotApproved: 'Elija el límite aprobado de la propiedad: otra versión no sirve de origen.',
  speciesRequired: `Indique entre 1 y ${ORIGIN_MAX_SPECIES} especies, cada una con su volumen.`,
  speciesRepeated: 'Cada especie va una sola vez: sume sus volúmenes en una línea.',
  scientificName: 'Escriba el nombre científico de la especie: género y especie, como Tectona grandis.',
  commonName: 'Escriba el nombre común de la especie (entre 2 y 60 caracteres).',
  speciesMismatch: 'El nombre científico no corresponde a la especie elegida de la lista.',
  volume: 'El volumen de cada especie debe ser mayor que 0 m³, con 3 decimales como máximo.',
  productForm: 'Elija la forma del producto.',
  harvestDates: 'Indique las fechas de corta, desde y hasta (AAAA-MM-DD).',
  harvestOrder: 'La corta no puede terminar antes de empezar.',
  harvestFuture: 'Las fechas de corta no pueden estar en el futuro.',
  harvestOutside: (from: string, to: string) => `Las fechas de corta deben caer dentro de la vigencia del certificado (del ${from} al ${to}).`,
  harvestAreaPolygon: 'La parte del límite de la que salió la madera debe ser un polígono.',
  harvestAreaProblem: (problem: string) => `La parte del límite no sirve: ${problem}`,
  harvestAreaOutside: 'La parte del límite de la que salió la madera debe quedar dentro del límite aprobado de la propiedad.',
  harvestAreaPointBoundary: 'El límite aprobado de la propiedad es un punto: el certificado de origen sale de la finca entera, sin una parte.',
  buyerName: 'El nombre del comprador tiene a lo sumo 120 caracteres.',
  destination: 'El destino tiene a lo sumo 160 caracteres.',
  vehiclePlate: 'Escriba la placa del vehículo con letras, números y guiones (a lo sumo 12 caracteres).',
  notFound: 'No existe un certificado de origen con ese número.',
  alreadyAnnulled: 'El certificado de origen ya está anulado.',
  annulReason: `Escriba el motivo de la anulación (entre ${CERTIFICATE_REASON.min} y ${CERTIFICATE_REASON.max} caracteres): se publica en su página.`,
  licence: 'El número de colegiado tiene a lo sumo 30 letras, números, espacios, puntos, guiones o barras.',
  volumeAuthorised: 'Escriba el volumen autorizado en m³: 0 o más, con 3 decimales como máximo.',
  volumeReason: `Escriba el motivo del cambio (entre ${CERTIFICATE_REASON.min} y ${CERTIFICATE_REASON.max} caracteres): se publica en el historial del certificado.`,
  volumeBelowIssued: (issued: number) => `El volumen autorizado no puede ser menor que lo ya emitido en el período: ${formatVolume(issued)}.`,
  volumeChanged: (before: number, after: number, reason: string) =>
    `Volumen autorizado del período: de ${formatVolume(before)} a ${formatVolume(after)}. ${reason}`,
} as const;

/** An ISO calendar date, `YYYY-MM-DD`, that exists; `message` otherwise. */
export const calendarDateSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { error: message });
const calendarDate = calendarDateSchema(ORIGIN_MSG.harvestDates);

/** A volume in m³: more than 0, at most 3 decimals. */
export const volumeSchema = (message: string, min: 'positive' | 'nonnegative' = 'positive') =>
  z
    .number({ error: message })
    .refine((value) => Number.isFinite(value) && (min === 'positive' ? value > 0 : value >= 0) && value <= ORIGIN_MAX_VOLUME, { error: message })
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, { error: message });

const optionalText = (max: number, message: string, pattern?: RegExp) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .refine((value) => !pattern || value === '' || pattern.test(value), { error: message })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** Genus and species (a capitalised genus, a lower-case epithet, optionally more words: var., subsp., authors). */
const SCIENTIFIC_NAME = /^[A-Z][a-z]+(?: [a-z][a-z-]+| spp?\.)(?: [\p{L}.()-]+)*$/u;

export const originSpeciesLineSchema = z.object({
  /** A species of TIMBER_SPECIES, or absent for one written by hand (both names then checked). */
  code: z
    .enum(TIMBER_SPECIES.map((species) => species.code) as [TimberSpeciesCode, ...TimberSpeciesCode[]], { error: ORIGIN_MSG.speciesMismatch })
    .optional()
    .nullable(),
  scientificName: z.string({ error: ORIGIN_MSG.scientificName }).trim().max(80, { error: ORIGIN_MSG.scientificName }).regex(SCIENTIFIC_NAME, { error: ORIGIN_MSG.scientificName }),
  commonName: z.string({ error: ORIGIN_MSG.commonName }).trim().min(2, { error: ORIGIN_MSG.commonName }).max(60, { error: ORIGIN_MSG.commonName }),
  volume: volumeSchema(ORIGIN_MSG.volume),
});

/** POST origin: what the regent attests. */
export const originIssueSchema = z
  .object({
    propertyId: z.number({ error: ORIGIN_MSG.notCertified }).int({ error: ORIGIN_MSG.notCertified }).positive({ error: ORIGIN_MSG.notCertified }).max(2_147_483_647, { error: ORIGIN_MSG.notCertified }),
    species: z.array(originSpeciesLineSchema, { error: ORIGIN_MSG.speciesRequired }).min(1, { error: ORIGIN_MSG.speciesRequired }).max(ORIGIN_MAX_SPECIES, { error: ORIGIN_MSG.speciesRequired }),
    productForm: z.enum(PRODUCT_FORM_KEYS, { error: ORIGIN_MSG.productForm }),
    harvestFrom: calendarDate,
    harvestTo: calendarDate,
    /** The approved boundary version the wood was cut from; absent: the one approved now. */
    boundaryId: z.number().int().positive().max(2_147_483_647).optional().nullable(),
    /**
     * The part of that boundary the wood was cut from, drawn or imported as a boundary is (a GeoJSON Polygon or
     * MultiPolygon in WGS84, within the boundary); absent: the whole boundary. The server checks it.
     */
    harvestArea: z
      .unknown()
      .optional()
      .nullable()
      .meta({ description: 'La parte del límite de la que salió la madera: un Polygon o MultiPolygon GeoJSON (WGS84) dentro del límite aprobado; sin ella, el límite entero' }),
    buyerName: optionalText(120, ORIGIN_MSG.buyerName),
    destination: optionalText(160, ORIGIN_MSG.destination),
    vehiclePlate: optionalText(12, ORIGIN_MSG.vehiclePlate, /^[A-Za-z0-9-]+$/),
  })
  .superRefine((value, context) => {
    if (value.harvestFrom > value.harvestTo) context.addIssue({ code: 'custom', path: ['harvestTo'], message: ORIGIN_MSG.harvestOrder });
    const names = value.species.map((line) => line.scientificName.toLowerCase());
    if (new Set(names).size !== names.length) context.addIssue({ code: 'custom', path: ['species'], message: ORIGIN_MSG.speciesRepeated });
    value.species.forEach((line, index) => {
      const listed = line.code ? TIMBER_SPECIES.find((species) => species.code === line.code) : undefined;
      if (listed && listed.scientificName !== line.scientificName) {
        context.addIssue({ code: 'custom', path: ['species', index, 'scientificName'], message: ORIGIN_MSG.speciesMismatch });
      }
    });
  });
export type OriginIssue = z.input<typeof originIssueSchema>;

/** PUT origin/{number}/annul: why, published on its page. */
export const originAnnulSchema = z.object({ reason: reasonSchema(ORIGIN_MSG.annulReason) });

/** PUT properties/{id}/certificate/volume: the current period's authorised volume and why it changed. */
export const certificateVolumeSchema = z.object({
  volume: volumeSchema(ORIGIN_MSG.volumeAuthorised, 'nonnegative'),
  reason: reasonSchema(ORIGIN_MSG.volumeReason),
});
export type CertificateVolumeChange = z.input<typeof certificateVolumeSchema>;

/** PUT users/licence: the regent's professional licence number (número de colegiado), printed on their origin certificates; empty: none. */
export const regentLicenceSchema = z.object({
  licenceNumber: z
    .string({ error: ORIGIN_MSG.licence })
    .trim()
    .max(30, { error: ORIGIN_MSG.licence })
    .regex(/^[\p{L}\d .\-/]*$/u, { error: ORIGIN_MSG.licence })
    .nullable()
    .transform((value) => value || null),
});

/** `CO-2027-000123`: the year of issue and a number never reused. */
export const ORIGIN_NUMBER_PATTERN = /^CO-\d{4}-\d{6,}$/;

export type OriginCertificate = z.output<typeof originCertificateSchema>;
export type OriginLedger = z.output<typeof originLedgerSchema>;
export type OriginPublic = z.output<typeof originPublicSchema>;
export type OriginStatusFacts = z.output<typeof originStatusSchema>;
export type OriginSpeciesMonth = z.output<typeof originSpeciesMonthSchema>;
