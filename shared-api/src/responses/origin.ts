import { z } from 'zod';
import { CERTIFICATE_STATUSES } from '../certificate-lifecycle';
import { LANGUAGES } from '../languages';
import { ORIGIN_STATUSES, PRODUCT_FORM_KEYS } from '../origin';
import { isoDate } from './common';
import { profileBoundarySchema } from './properties';

const volume = z.number().meta({ description: 'Metros cúbicos (m³), con 3 decimales como máximo' });
const calendarDate = z.string().meta({ description: 'Fecha AAAA-MM-DD' });

export const originSpeciesSchema = z
  .object({
    code: z.string().nullable().meta({ description: 'La especie de la lista del portal; null: escrita a mano' }),
    scientificName: z.string(),
    commonName: z.string(),
    volume,
  })
  .meta({ id: 'OriginSpecies' });

/** An origin certificate as its regent, its property's owner and the administrators read it. */
export const originCertificateSchema = z
  .object({
    number: z.string().meta({ description: 'CO-AAAA-NNNNNN: nunca se reutiliza' }),
    status: z.enum(ORIGIN_STATUSES),
    propertyId: z.number().int(),
    propertyName: z.string(),
    periodId: z.number().int(),
    regentId: z.number().int().nullable().meta({ description: 'null cuando la cuenta del regente ya no existe (su nombre queda en regentName)' }),
    regentName: z.string(),
    productForm: z.enum(PRODUCT_FORM_KEYS),
    species: z.array(originSpeciesSchema),
    volume: volume.meta({ description: 'La suma de los volúmenes de sus especies (m³)' }),
    harvestFrom: calendarDate,
    harvestTo: calendarDate,
    boundaryVersion: z.number().int().meta({ description: 'La versión aprobada del límite de la que salió la madera' }),
    harvestAreaHectares: z.number().nullable().meta({ description: 'El área (ha) de la parte del límite de la que salió la madera; null: el límite entero' }),
    buyerName: z.string().nullable(),
    destination: z.string().nullable(),
    vehiclePlate: z.string().nullable(),
    issuedAt: isoDate,
    annulledAt: isoDate.nullable(),
    annulReason: z.string().nullable(),
    page: z.string().meta({ description: 'Ruta de su página pública (la del código QR)' }),
    pdf: z.string().meta({ description: 'Ruta de su PDF' }),
  })
  .meta({ id: 'OriginCertificate' });

/** One period of a certificate (its issue or a renewal, until the validity's end) and the volume drawn from it. */
export const originPeriodSchema = z
  .object({
    id: z.number().int(),
    startsAt: isoDate,
    endsAt: isoDate,
    current: z.boolean().meta({ description: 'Si es el período en curso, del que se emite hoy' }),
    authorised: volume.meta({ description: 'Volumen autorizado (m³)' }),
    issued: volume.meta({ description: 'Emitido en certificados de origen válidos (m³)' }),
    annulled: volume.meta({ description: 'Anulado: volvió al período (m³)' }),
    remaining: volume.meta({ description: 'Lo que queda por emitir (m³)' }),
    count: z.number().int().meta({ description: 'Certificados de origen emitidos en el período, anulados incluidos' }),
  })
  .meta({ id: 'OriginPeriod' });

/** A property's ledger: its certificate's periods, newest first. */
export const originLedgerSchema = z
  .object({
    propertyId: z.number().int(),
    propertyName: z.string(),
    certificateStatus: z.enum(CERTIFICATE_STATUSES).meta({ description: 'El estado del certificado ahora' }),
    validUntil: isoDate.nullable(),
    canIssue: z.boolean().meta({ description: 'Si quien consulta puede emitir hoy (el regente asignado, certificado vigente, volumen restante)' }),
    boundaryVersion: z.number().int().nullable().meta({ description: 'La versión aprobada del límite; null si no tiene' }),
    periods: z.array(originPeriodSchema),
  })
  .meta({ id: 'OriginLedger' });

/**
 * What anyone reads on `/Origen/{number}`: the certificate of origin, its property's certificate now, the regent and the plot.
 * Not the buyer's name: numbers follow each other, and who buys from whom is for the record's people (their lists).
 */
export const originPublicSchema = z
  .object({
    number: z.string(),
    status: z.enum(ORIGIN_STATUSES),
    valid: z.boolean().meta({ description: 'Válido y con el certificado de la propiedad vigente ahora' }),
    productForm: z.enum(PRODUCT_FORM_KEYS),
    species: z.array(
      originSpeciesSchema.extend({ commonNameEn: z.string().nullable().meta({ description: 'El nombre común en inglés, de una especie de la lista del portal' }) }),
    ),
    volume,
    harvestFrom: calendarDate,
    harvestTo: calendarDate,
    destination: z.string().nullable(),
    vehiclePlate: z.string().nullable(),
    issuedAt: isoDate,
    annulledAt: isoDate.nullable(),
    annulReason: z.string().nullable(),
    property: z.object({
      id: z.number().int(),
      name: z.string(),
      district: z.string(),
      canton: z.string(),
      province: z.string(),
      profile: z.string().meta({ description: 'Ruta del perfil público de la propiedad' }),
      certificateStatus: z.enum(CERTIFICATE_STATUSES).meta({ description: 'El estado del certificado de la propiedad ahora' }),
      validUntil: isoDate.nullable(),
      authorised: volume.meta({ description: 'Volumen autorizado del período del que se emitió (m³)' }),
      remaining: volume.meta({ description: 'Lo que queda de él (m³)' }),
    }),
    regent: z.object({ name: z.string(), licenceNumber: z.string().nullable().meta({ description: 'Número de colegiado del regente, si lo indicó' }) }),
    boundary: profileBoundarySchema.extend({ version: z.number().int() }),
    harvestArea: z
      .object({
        hectares: z.number(),
        paths: z.array(z.string()).nullable().meta({ description: 'La parte dibujada en el mismo cuadro que boundary.outline; null cuando el límite no es público' }),
      })
      .nullable()
      .meta({ description: 'La parte del límite de la que salió la madera; null: el límite entero' }),
    checkedAt: isoDate.meta({ description: 'Cuándo se leyó este estado' }),
  })
  .meta({ id: 'OriginPublic' });

/** `GET origin/{number}/status`: the machine-readable check a checkpoint or a buyer's system makes. */
export const originStatusSchema = z
  .object({
    number: z.string(),
    status: z.enum(ORIGIN_STATUSES),
    valid: z.boolean(),
    certificateStatus: z.enum(CERTIFICATE_STATUSES),
    propertyId: z.number().int(),
    volume,
    page: z.string(),
    checkedAt: isoDate,
    labels: z.object({
      language: z.enum(LANGUAGES),
      status: z.string().meta({ description: 'status, para leer: Válido / Valid, Anulado / Annulled' }),
      certificateStatus: z.string().meta({ description: 'certificateStatus, para leer' }),
    }),
  })
  .meta({ id: 'OriginStatus' });

/** The administrators' figure: the volume issued per species and month (valid certificates only). */
export const originSpeciesMonthSchema = z
  .object({
    month: z.string().meta({ description: 'AAAA-MM, hora de Costa Rica' }),
    scientificName: z.string(),
    commonName: z.string(),
    volume,
    count: z.number().int(),
  })
  .meta({ id: 'OriginSpeciesMonth' });

/** PUT properties/{id}/certificate/volume: the period changed, its volume before and after, and what it has issued. */
export const certificateVolumeChangedSchema = z
  .object({ periodId: z.number().int(), before: volume, authorised: volume, issued: volume })
  .meta({ id: 'CertificateVolumeChanged' });

/** GET users/licence: the regent's licence number, or null. */
export const regentLicenceResponseSchema = z
  .object({ licenceNumber: z.string().nullable().meta({ description: 'Número de colegiado del regente; null si no lo indicó' }) })
  .meta({ id: 'RegentLicence' });
