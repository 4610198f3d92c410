import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { HS_HEADING_CODES, TRANSFER_STATUS, TRANSFER_STATUSES } from '@portal/shared-api';
import { cubicMetres, originCertificates } from './origin';
import { users } from './users';
import { at, belongsTo, namedBy, quoted } from './columns';
import { properties } from './certification';
import { shareLinkColumns } from './share-links';

/**
 * A shipment (despacho, beyond the spec): a load of wood a client ships to a buyer abroad, made of origin
 * certificates the client holds. Its code (`DE-2027-000123`) comes from a sequence and is never reused. The due
 * diligence statement's reference and verification numbers are kept once the EU information system returns them.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    clientId: belongsTo('client_id', () => users.id),
    buyerName: text('buyer_name').notNull(),
    /** ISO 3166-1 alpha-2. */
    buyerCountry: text('buyer_country').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    activity: text('activity').notNull().default('EXPORT'),
    hsHeading: text('hs_heading', { enum: HS_HEADING_CODES }).notNull(),
    description: text('description').notNull(),
    netMassKg: numeric('net_mass_kg', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    /** The product shipped (m³); never more than the wood drawn from its origin certificates. */
    volume: cubicMetres('volume').notNull(),
    shippingDate: date('shipping_date', { mode: 'string' }).notNull(),
    ddsReference: text('dds_reference'),
    ddsVerification: text('dds_verification'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_code_key').on(t.code),
    check('shipments_hs_heading_valid', sql`${t.hsHeading} in (${quoted(HS_HEADING_CODES)})`),
    check('shipments_activity_valid', sql`${t.activity} = 'EXPORT'`),
    check('shipments_buyer_country_code', sql`${t.buyerCountry} ~ '^[A-Z]{2}$'`),
    check('shipments_quantities_positive', sql`${t.netMassKg} > 0 and ${t.volume} > 0`),
    check('shipments_dds_numbers', sql`(${t.ddsReference} is null) = (${t.ddsVerification} is null)`),
    index('shipments_client_idx').on(t.clientId, t.createdAt.desc(), t.id.desc()),
    index('shipments_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** The origin certificates of a shipment, each with the volume of wood drawn from it, in the order the client gave. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: serial('id').primaryKey(),
    shipmentId: belongsTo('shipment_id', () => shipments.id),
    /** An origin certificate with wood in a shipment is never deleted under it. */
    originCertificateId: integer('origin_certificate_id')
      .notNull()
      .references(() => originCertificates.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    volume: cubicMetres('volume').notNull(),
  },
  (t) => [
    check('shipment_lines_volume_positive', sql`${t.volume} > 0`),
    uniqueIndex('shipment_lines_position_key').on(t.shipmentId, t.position),
    uniqueIndex('shipment_lines_origin_key').on(t.shipmentId, t.originCertificateId),
    // what each origin certificate has given, summed when a shipment draws from it
    index('shipment_lines_origin_idx').on(t.originCertificateId),
  ],
);

/**
 * The links a shipment's client hands its buyer: the shipment's page (`/Despacho/{code}`) with its live statuses, the
 * due-diligence file, and the statement's numbers the buyer records. Only the token's SHA-256 is kept; a link expires
 * and may be revoked.
 */
export const shipmentShareLinks = pgTable(
  'shipment_share_links',
  {
    id: serial('id').primaryKey(),
    shipmentId: belongsTo('shipment_id', () => shipments.id),
    ...shareLinkColumns(),
  },
  (t) => [uniqueIndex('shipment_share_links_token_key').on(t.tokenHash), index('shipment_share_links_shipment_idx').on(t.shipmentId)],
);

/**
 * A transfer of an origin certificate's volume (beyond the spec): its holder hands it to the certified sawmill or
 * timber depot that buys the logs (the receiving establishment's property, and its client). While pending it already
 * counts against the sender; once accepted the receiver holds it and ships from it; refused or cancelled, it gives the
 * volume back. Who decided and when is kept.
 */
export const originTransfers = pgTable(
  'origin_transfers',
  {
    id: serial('id').primaryKey(),
    /** An origin certificate with volume handed on is never deleted under it. */
    originCertificateId: integer('origin_certificate_id')
      .notNull()
      .references(() => originCertificates.id, { onDelete: 'restrict' }),
    senderId: belongsTo('sender_id', () => users.id),
    receiverId: belongsTo('receiver_id', () => users.id),
    /** The receiving establishment (a certified property of category Aserraderos or Depósitos de madera). */
    receiverPropertyId: belongsTo('receiver_property_id', () => properties.id),
    volume: cubicMetres('volume').notNull(),
    /** The invoice or transport guide it travelled with, when the sender gave one. */
    reference: text('reference'),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default(TRANSFER_STATUS.pending),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedById: namedBy('decided_by_id', () => users.id),
  },
  (t) => [
    check('origin_transfers_volume_positive', sql`${t.volume} > 0`),
    check('origin_transfers_status_valid', sql`${t.status} in (${quoted(TRANSFER_STATUSES)})`),
    check('origin_transfers_not_to_self', sql`${t.senderId} <> ${t.receiverId}`),
    check('origin_transfers_decided', sql`(${t.status} = ${quoted([TRANSFER_STATUS.pending])}) = (${t.decidedAt} is null)`),
    // what each origin certificate has handed on and received, summed when its holders draw from it
    index('origin_transfers_origin_idx').on(t.originCertificateId, t.status),
    index('origin_transfers_sender_idx').on(t.senderId, t.createdAt.desc(), t.id.desc()),
    index('origin_transfers_receiver_idx').on(t.receiverId, t.createdAt.desc(), t.id.desc()),
    index('origin_transfers_receiver_property_idx').on(t.receiverPropertyId),
    index('origin_transfers_decided_by_idx').on(t.decidedById),
  ],
);
