import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CERTIFICATE_STATUSES, ENROLMENT_STATUS } from '@portal/shared-api';
import { categories } from './categories';
import { storedFiles } from './files';
import { cantons, districts, provinces } from './geography';
import { identificationTypes, users } from './users';
import { at, belongsTo, money, namedBy } from './columns';

const fileRef = (name: string) => namedBy(name, () => storedFiles.id);
const statusList = sql.raw(ENROLMENT_STATUS.map((status) => `'${status}'`).join(', '));

/**
 * An enrolment (inscripción, spec §3 "Enrolment detail/submission"): a customer asks to certify their
 * properties in one category. Its status follows the state machine of spec §4; `version` guards every
 * transition (optimistic concurrency: an update names the version it read).
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** 1 natural person, 2 legal entity (spec §3 submission). */
    identificationTypeId: integer('identification_type_id')
      .notNull()
      .references(() => identificationTypes.id),
    /** The person who enrols (the legal representative for a legal entity). */
    fullName: text('full_name').notNull(),
    identification: text('identification').notNull(),
    /** Legal entities only: the company's name and business id. */
    legalName: text('legal_name'),
    businessIdentification: text('business_identification'),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    address: text('address').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    status: text('status', { enum: ENROLMENT_STATUS }).notNull().default('Presentada'),
    /** Colones: the computed total at submission, replaced by the administrator's price on a payment request. */
    price: money('price').notNull(),
    notes: text('notes'),
    dateSolicited: at('date_solicited').notNull().defaultNow(),
    /** Set when the enrolment becomes Aceptada; the certificate runs from here. */
    dateApproved: at('date_approved'),
    // private files: served only to the owner and administrators
    identifierFrontId: fileRef('identifier_front_id'),
    identifierBackId: fileRef('identifier_back_id'),
    legalIdentifierFrontId: fileRef('legal_identifier_front_id'),
    swornDeclarationId: fileRef('sworn_declaration_id'),
    secondSwornDeclarationId: fileRef('second_sworn_declaration_id'),
    remediationFileId: fileRef('remediation_file_id'),
    paymentVoucherId: fileRef('payment_voucher_id'),
    flexFile1Id: fileRef('flex_file1_id'),
    flexFile2Id: fileRef('flex_file2_id'),
    flexFile3Id: fileRef('flex_file3_id'),
    flexFile4Id: fileRef('flex_file4_id'),
    flexFile5Id: fileRef('flex_file5_id'),
    flexFileName1: text('flex_file_name1'),
    flexFileName2: text('flex_file_name2'),
    flexFileName3: text('flex_file_name3'),
    flexFileName4: text('flex_file_name4'),
    flexFileName5: text('flex_file_name5'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('enrolments_status_valid', sql`${t.status} in (${statusList})`),
    check('enrolments_identification_type_valid', sql`${t.identificationTypeId} in (1, 2)`),
    check('enrolments_approved_when_accepted', sql`(${t.status} = 'Aceptada') = (${t.dateApproved} is not null)`),
    check('enrolments_price_not_negative', sql`${t.price} >= 0`),
    // the admin lists: one status, newest first
    index('enrolments_status_date_idx').on(t.status, t.dateSolicited.desc(), t.id.desc()),
    index('enrolments_date_solicited_idx').on(t.dateSolicited.desc(), t.id.desc()),
    // the client's own list
    index('enrolments_customer_idx').on(t.customerId, t.dateSolicited.desc()),
    index('enrolments_category_idx').on(t.categoryId),
    index('enrolments_district_idx').on(t.districtId),
  ],
);

/** Every status change of an enrolment, the submission included (`fromStatus` null). */
export const enrolmentTransitions = pgTable(
  'enrolment_transitions',
  {
    id: serial('id').primaryKey(),
    enrolmentId: belongsTo('enrolment_id', () => enrolments.id),
    fromStatus: text('from_status', { enum: ENROLMENT_STATUS }),
    toStatus: text('to_status', { enum: ENROLMENT_STATUS }).notNull(),
    actorId: namedBy('actor_id', () => users.id),
    notes: text('notes'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    check('enrolment_transitions_from_valid', sql`${t.fromStatus} is null or ${t.fromStatus} in (${statusList})`),
    check('enrolment_transitions_to_valid', sql`${t.toStatus} in (${statusList})`),
    check('enrolment_transitions_submission', sql`${t.fromStatus} is not null or ${t.toStatus} = 'Presentada'`),
    index('enrolment_transitions_enrolment_idx').on(t.enrolmentId, t.at),
    index('enrolment_transitions_actor_idx').on(t.actorId),
    // the accountant's payments of a month: transitions to Pagada within a time range
    index('enrolment_transitions_status_at_idx').on(t.toStatus, t.at),
  ],
);

/**
 * A property being enrolled (spec §3 "Property being enrolled"); certified once its enrolment is
 * accepted. `certifiedAt` (the enrolment's dateApproved), `searchText` and the owner's columns are a
 * read model for the public portfolio, written together with the acceptance.
 */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    enrolmentId: belongsTo('enrolment_id', () => enrolments.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    /** The commercial or fantasy name (commercialName in the submission). */
    fantasyName: text('fantasy_name'),
    /** Farm number; farm-based categories (code 01) only. */
    sheetNumber: text('sheet_number'),
    address: text('address').notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    /** Propio, Alquilado, Prestado or the free text written for Otro. */
    ownership: text('ownership').notNull(),
    area: money('area'),
    certificationArea: money('certification_area'),
    psaNumber: text('psa_number'),
    /** Cubic metres: picks the category's price range. */
    volume: money('volume'),
    anualityCost: money('anuality_cost').notNull(),
    visitationCost: money('visitation_cost').notNull(),
    /** Visits still available: enrolled ones, minus visits done, plus visits bought. */
    visitationAmount: integer('visitation_amount').notNull(),
    /** Power of attorney, for a rented or lent property. */
    powerFileId: fileRef('power_file_id'),
    legalAuthorizationFileId: fileRef('legal_authorization_file_id'),
    psaFileId: fileRef('psa_file_id'),
    sinac: text('sinac'),
    enabled: boolean('enabled').notNull().default(true),
    // the public portfolio's read model, written when the enrolment is accepted
    /** The enrolment's dateApproved; null while the property is not certified. */
    certifiedAt: at('certified_at'),
    /** The district's canton and province, so the portfolio filters without joining the geography. */
    cantonId: integer('canton_id').references(() => cantons.id),
    provinceId: integer('province_id').references(() => provinces.id),
    /** Lower-case, accent-free text of the portfolio columns, for the public search. */
    searchText: text('search_text').notNull().default(''),
    // the enrolment's columns a portfolio row shows, so a page reads this table alone: copied by the trigger
    // `properties_certified_copy` whenever certifiedAt is written, and again when the enrolment changes (migration 0011)
    /** The enrolment's category. */
    categoryId: integer('category_id').references(() => categories.id),
    /** Who holds the certificate in public (`ownerOf`): the company for a legal entity, otherwise the person. */
    ownerName: text('owner_name'),
    ownerIdentification: text('owner_identification'),
    /** The enrolment's dateSolicited. */
    dateSolicited: at('date_solicited'),
    /** Whether anyone may see the exact approved boundary (the owner decides; otherwise only the district shows). */
    boundaryPublic: boolean('boundary_public').notNull().default(false),
    // the certificate's lifecycle (beyond the spec): null while not certified; every change is a certificate_events row
    /** Vigente, Suspendida, Retirada or Vencida. */
    certificateStatus: text('certificate_status'),
    /** Since when it holds its status. */
    certificateStatusAt: at('certificate_status_at'),
    /** The end of its validity: CERTIFICATE_VALIDITY_MONTHS after issue, extended by each renewal. */
    validUntil: at('valid_until'),
  },
  (t) => {
    const certified = sql`${t.certifiedAt} is not null`;
    return [
      check('properties_visitation_amount_not_negative', sql`${t.visitationAmount} >= 0`),
      check(
        'properties_certified_read_model',
        sql`${t.certifiedAt} is null or (${t.categoryId} is not null and ${t.ownerName} is not null and ${t.ownerIdentification} is not null and ${t.dateSolicited} is not null)`,
      ),
      index('properties_enrolment_idx').on(t.enrolmentId),
      index('properties_customer_idx').on(t.customerId),
      index('properties_district_idx').on(t.districtId),
      // the portfolio, newest certificates first (`order by certified_at desc, id`: desc puts nulls first)
      index('properties_certified_idx').on(t.certifiedAt.desc().nullsFirst(), t.id).where(certified),
      index('properties_certified_province_idx').on(t.provinceId, t.certifiedAt.desc().nullsFirst(), t.id).where(certified),
      index('properties_certified_canton_idx').on(t.cantonId, t.certifiedAt.desc().nullsFirst(), t.id).where(certified),
      index('properties_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(certified),
      check(
        'properties_certificate_status_valid',
        sql`${t.certificateStatus} is null or ${t.certificateStatus} in (${sql.raw(CERTIFICATE_STATUSES.map((status) => `'${status}'`).join(', '))})`,
      ),
      check('properties_certificate_status_certified', sql`(${t.certificateStatus} is null) = (${t.certifiedAt} is null)`),
      // the portfolio of one certificate status (default Vigente), newest first
      index('properties_certified_status_idx').on(t.certificateStatus, t.certifiedAt.desc().nullsFirst(), t.id).where(certified),
      // the expiry job's question: what is still Vigente (or Suspendida) past its validity
      index('properties_certificate_expiry_idx').on(t.validUntil).where(sql`${t.certificateStatus} in ('Vigente', 'Suspendida')`),
    ];
  },
);

/** A property the customer holds but does not enrol (spec §3 "Extra property"). */
export const extraProperties = pgTable(
  'extra_properties',
  {
    id: serial('id').primaryKey(),
    enrolmentId: belongsTo('enrolment_id', () => enrolments.id),
    name: text('name').notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    address: text('address').notNull(),
    /** Active timber use (category 01). */
    timber: boolean('timber').notNull().default(false),
  },
  (t) => [index('extra_properties_enrolment_idx').on(t.enrolmentId), index('extra_properties_district_idx').on(t.districtId)],
);

/**
 * A single row whose `version` statement triggers (see the certification migration) bump on every
 * write to `properties` and every update or delete of `enrolments`: a cached portfolio page or total
 * is served only while the version it was read at stands, on every server sharing the database.
 */
export const portfolioState = pgTable(
  'portfolio_state',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('portfolio_state_single_row', sql`${t.id}`)],
);
