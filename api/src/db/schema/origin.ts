import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORIGIN_STATUS, ORIGIN_STATUSES, PRODUCT_FORM_KEYS } from '@portal/shared-api';
import { propertyBoundaries } from './boundaries';
import { properties } from './certification';
import { users } from './users';
import { at, belongsTo, namedBy, quoted } from './columns';

/** Cubic metres, to the litre (three decimals). */
export const cubicMetres = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/**
 * A certificate's periods (beyond the spec): its issue, then each accepted renewal, until the validity's end it set,
 * each with the volume of wood it authorises. By default the property's enrolled volume; an administrator may change
 * it, with a reason written in the certificate's public history. Origin certificates are drawn from the period in
 * course when they are issued.
 */
export const certificatePeriods = pgTable(
  'certificate_periods',
  {
    id: serial('id').primaryKey(),
    propertyId: belongsTo('property_id', () => properties.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    authorisedVolume: cubicMetres('authorised_volume').notNull(),
    /** What its valid origin certificates have drawn: kept with each issue and annulment, never above what it authorises. */
    issuedVolume: cubicMetres('issued_volume').notNull().default(0),
  },
  (t) => [
    check('certificate_periods_volume_not_negative', sql`${t.authorisedVolume} >= 0`),
    check('certificate_periods_issued_within', sql`${t.issuedVolume} >= 0 and ${t.issuedVolume} <= ${t.authorisedVolume}`),
    check('certificate_periods_ordered', sql`${t.startsAt} < ${t.endsAt}`),
    uniqueIndex('certificate_periods_property_start_key').on(t.propertyId, t.startsAt),
  ],
);

/**
 * An origin certificate (certificado de origen, beyond the spec): the assigned regent attests the wood of one load
 * came from the property's approved boundary. Its number (`CO-2027-000123`) comes from a sequence and is never
 * reused; an annulled one keeps its row, its reason and who annulled it.
 */
export const originCertificates = pgTable(
  'origin_certificates',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    propertyId: belongsTo('property_id', () => properties.id),
    periodId: belongsTo('period_id', () => certificatePeriods.id),
    regentId: namedBy('regent_id', () => users.id),
    /** The regent's name as it was printed, so the paper and the page agree even after the account changes. */
    regentName: text('regent_name').notNull(),
    regentLicence: text('regent_licence'),
    status: text('status', { enum: ORIGIN_STATUSES }).notNull().default(ORIGIN_STATUS.valid),
    productForm: text('product_form', { enum: PRODUCT_FORM_KEYS }).notNull(),
    /** The sum of its species' volumes. */
    volume: cubicMetres('volume').notNull(),
    harvestFrom: date('harvest_from', { mode: 'string' }).notNull(),
    harvestTo: date('harvest_to', { mode: 'string' }).notNull(),
    /** The approved boundary version it was cut from (kept when a later version supersedes it). */
    boundaryId: integer('boundary_id')
      .notNull()
      .references(() => propertyBoundaries.id),
    /**
     * The part of that boundary the wood was cut from, when the regent gave one (a Polygon or MultiPolygon in WGS84,
     * within the boundary); null: the whole boundary. Its area in hectares beside it.
     */
    harvestArea: jsonb('harvest_area'),
    harvestAreaHectares: numeric('harvest_area_hectares', { precision: 12, scale: 4, mode: 'number' }),
    buyerName: text('buyer_name'),
    destination: text('destination'),
    vehiclePlate: text('vehicle_plate'),
    issuedAt: at('issued_at').notNull().defaultNow(),
    annulledAt: at('annulled_at'),
    annulledById: namedBy('annulled_by_id', () => users.id),
    annulReason: text('annul_reason'),
  },
  (t) => [
    uniqueIndex('origin_certificates_number_key').on(t.number),
    check('origin_certificates_status_valid', sql`${t.status} in (${quoted(ORIGIN_STATUSES)})`),
    check('origin_certificates_product_form_valid', sql`${t.productForm} in (${quoted(PRODUCT_FORM_KEYS)})`),
    check('origin_certificates_volume_positive', sql`${t.volume} > 0`),
    check('origin_certificates_harvest_ordered', sql`${t.harvestFrom} <= ${t.harvestTo}`),
    check('origin_certificates_harvest_area', sql`(${t.harvestArea} is null) = (${t.harvestAreaHectares} is null)`),
    check('origin_certificates_annulled', sql`(${t.status} = ${quoted([ORIGIN_STATUS.annulled])}) = (${t.annulledAt} is not null and ${t.annulReason} is not null)`),
    // a period's ledger and the sum of what it issued
    index('origin_certificates_period_idx').on(t.periodId, t.status),
    index('origin_certificates_property_idx').on(t.propertyId, t.issuedAt.desc(), t.id.desc()),
    index('origin_certificates_regent_idx').on(t.regentId),
    index('origin_certificates_issued_idx').on(t.issuedAt.desc(), t.id.desc()),
    index('origin_certificates_boundary_idx').on(t.boundaryId),
    index('origin_certificates_annulled_by_idx').on(t.annulledById),
  ],
);

/** The species of an origin certificate, one line each, in the order the regent wrote them. */
export const originCertificateSpecies = pgTable(
  'origin_certificate_species',
  {
    id: serial('id').primaryKey(),
    originCertificateId: belongsTo('origin_certificate_id', () => originCertificates.id),
    position: integer('position').notNull(),
    /** TIMBER_SPECIES's code; null for a species written by hand. */
    code: text('code'),
    scientificName: text('scientific_name').notNull(),
    commonName: text('common_name').notNull(),
    volume: cubicMetres('volume').notNull(),
  },
  (t) => [
    check('origin_certificate_species_volume_positive', sql`${t.volume} > 0`),
    uniqueIndex('origin_certificate_species_position_key').on(t.originCertificateId, t.position),
    index('origin_certificate_species_name_idx').on(t.scientificName),
  ],
);

