import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  ENROLMENT_MSG,
  ID_TYPE,
  MAX_ENROLLED_PROPERTIES,
  MSG,
  PHONE_RULE,
  enrolledPropertySchema,
  enrolmentFieldsSchema,
  enrolmentTotal,
  errorMessages,
  extraPropertySchema,
  flexFilesOf,
  groupTooSmall,
  identifierRule,
  isFarmCategory,
  isOctober,
  needsPowerOfAttorney,
  needsSecondDeclaration,
  powerFieldName,
  priceRangeFor,
  propertyMessage,
  showsTimberColumn,
  type EnrolledProperty,
  type PriceRange,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { districts } from '../../db/schema';
import { applicantColumns, writeEnrolments } from '../../domain/enrolment-writer';
import { ValidationFailure } from '../../lib/problem';
import { findCategory, type Category } from '../categories';

/** Prefix of the power-of-attorney file field of a property (`power_<rowId>`). */
export const POWER_PREFIX = powerFieldName('');

type Fields = z.output<typeof enrolmentFieldsSchema>;
type ExtraProperty = z.output<typeof extraPropertySchema>;

export interface PricedProperty extends EnrolledProperty {
  range: PriceRange;
}

/** A submission every rule of spec §3–§5 and §9 accepted, ready to be written. */
export interface CheckedSubmission {
  fields: Fields;
  category: Category;
  properties: PricedProperty[];
  extras: ExtraProperty[];
}

/** Ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;
/** Areas are stored with 14 digits, 2 of them decimals. */
const MAX_MEASURE = 999_999_999_999.99;
/** Money is kept to the cent: totals closer than half a cent are equal. */
const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;


async function missingDistricts(db: Database, ids: readonly number[]): Promise<boolean> {
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => id > MAX_ID)) return true;
  if (wanted.length === 0) return false;
  const found = await db.select({ id: districts.id }).from(districts).where(inArray(districts.id, wanted));
  return found.length < wanted.length;
}

/** A JSON array sent as a text field; `undefined` when it is not one. */
function jsonArray(raw: string | undefined): unknown[] | undefined {
  if (raw === undefined || raw.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The name a message gives a property: its commercial name, else its farm number, else its position. */
const nameOf = (p: { commercialName?: string; sheetNumber?: string }, index: number) =>
  p.commercialName || p.sheetNumber || `Propiedad ${index + 1}`;

/** The checks of the text fields beyond their shape: the same masks the form applies. */
function formatProblems(fields: Fields): string[] {
  const problems: string[] = [];
  const personal = identifierRule(ID_TYPE.personal)!;
  if (!personal.pattern.test(fields.identification)) problems.push(personal.message);
  if (!PHONE_RULE.pattern.test(fields.phoneNumber)) problems.push(PHONE_RULE.message);
  if (fields.identificationTypeId === ID_TYPE.business) {
    const business = identifierRule(ID_TYPE.business)!;
    if (!fields.legalName || !fields.businessIdentification) problems.push(MSG.required);
    else if (!business.pattern.test(fields.businessIdentification)) problems.push(business.message);
  }
  return problems;
}

/**
 * Every rule of an enrolment submission, all messages at once (spec §3 submission, §4, §5, §9):
 * `raw` are the multipart text fields, `files` the names of the file fields that carried a file.
 * Throws a ValidationFailure listing every problem found.
 */
export async function checkSubmission(
  db: Database,
  raw: Record<string, string>,
  files: ReadonlySet<string>,
  now: Date,
): Promise<CheckedSubmission> {
  const problems: string[] = [];
  const parsed = enrolmentFieldsSchema.safeParse(raw);
  if (!parsed.success) problems.push(...errorMessages(parsed.error));
  const fields = parsed.success ? parsed.data : undefined;
  if (fields) problems.push(...formatProblems(fields));

  const categoryId = Number(raw.categoryId);
  const validId = Number.isSafeInteger(categoryId) && categoryId > 0 && categoryId <= MAX_ID;
  const category = validId ? await findCategory(db, { id: categoryId }) : undefined;
  if (!category) problems.push(ENROLMENT_MSG.categoryMissing);
  else if (!category.leaf) problems.push(ENROLMENT_MSG.categoryNotLeaf);
  else if (category.octoberOnly && !isOctober(now)) problems.push(ENROLMENT_MSG.octoberOnly);

  const lists = [jsonArray(raw.properties), jsonArray(raw.extraProperties)];
  if (lists.some((list) => !list)) problems.push(MSG.invalidRequest);
  const tooMany = lists.some((list) => list && list.length > MAX_ENROLLED_PROPERTIES);
  if (tooMany) problems.push(ENROLMENT_MSG.tooManyProperties);
  // a list too long is not checked item by item
  const [propertyList, extraList] = tooMany ? [undefined, undefined] : lists;

  const parsedProperties: EnrolledProperty[] = [];
  const properties: PricedProperty[] = [];
  const extras: ExtraProperty[] = [];
  const usable = category?.leaf ? category : undefined;
  if (usable && propertyList) {
    const schema = enrolledPropertySchema(usable.consecutive, usable.extraAreaAndPsa);
    if (propertyList.length === 0) problems.push(ENROLMENT_MSG.propertiesMissing);
    else if (groupTooSmall(usable.isGroup, propertyList.length)) problems.push(ENROLMENT_MSG.groupMinimum);
    propertyList.forEach((item, index) => {
      const result = schema.safeParse(item);
      if (!result.success) {
        problems.push(...errorMessages(result.error));
        return;
      }
      const property = result.data;
      if ([property.area, property.certificationArea].some((value) => value !== undefined && value > MAX_MEASURE)) {
        problems.push(ENROLMENT_MSG.numberTooLarge);
        return;
      }
      parsedProperties.push(property);
      const name = nameOf(property, index);
      const range = priceRangeFor(property.volume!, usable.categoryPriceRanges);
      if (!range) problems.push(propertyMessage(name, ENROLMENT_MSG.volumeOutOfRange));
      if (needsPowerOfAttorney(property.ownership!) && !files.has(powerFieldName(property.rowId))) {
        problems.push(propertyMessage(name, ENROLMENT_MSG.powerOfAttorneyMissing));
      }
      // a farm number only means something in a farm-based category (code 01)
      const kept = isFarmCategory(usable.consecutive) ? property : { ...property, sheetNumber: undefined };
      if (range) properties.push({ ...kept, range });
    });
    const rowIds = propertyList.map((item) => (item as { rowId?: unknown } | null)?.rowId);
    if (new Set(rowIds).size < rowIds.length) problems.push(MSG.invalidRequest);
  }
  if (usable && extraList) {
    for (const item of extraList) {
      const result = extraPropertySchema.safeParse(item);
      if (!result.success) problems.push(...errorMessages(result.error));
      else extras.push({ ...result.data, timber: showsTimberColumn(usable.consecutive) && result.data.timber });
    }
  }

  const districtIds = [fields?.districtId, ...parsedProperties.map((p) => p.districtId), ...extras.map((e) => e.districtId)];
  if (await missingDistricts(db, districtIds.filter((id): id is number => id !== undefined))) problems.push(MSG.districtInvalid);

  problems.push(...fileProblems(fields, usable, parsedProperties, files));

  const allPriced = propertyList !== undefined && properties.length === propertyList.length && properties.length > 0;
  const finalPrice = enrolmentFieldsSchema.shape.finalPrice.safeParse(raw.finalPrice);
  if (finalPrice.success && allPriced && !sameAmount(finalPrice.data, enrolmentTotal(properties.map((p) => p.range)))) {
    problems.push(ENROLMENT_MSG.priceChanged);
  }

  const messages = [...new Set(problems)];
  if (messages.length > 0 || !fields || !usable) throw new ValidationFailure(messages.length > 0 ? messages : [MSG.invalidRequest]);
  return { fields, category: usable, properties, extras };
}

/** The files each case asks for (spec §3, §4, §5) and no power of attorney the properties do not need. */
function fileProblems(
  fields: Fields | undefined,
  category: Category | undefined,
  properties: EnrolledProperty[],
  files: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  if (!files.has('identifierFront') || !files.has('identifierBack')) problems.push(ENROLMENT_MSG.identityImagesMissing);
  if (fields?.identificationTypeId === ID_TYPE.business && !files.has('legalIdentifierFront')) problems.push(ENROLMENT_MSG.legalCertificateMissing);
  if (!files.has('swornDeclaration')) problems.push(ENROLMENT_MSG.swornDeclarationMissing);
  if (!category) return problems;
  const ownerships = properties.map((p) => p.ownership!);
  if (needsSecondDeclaration(category.consecutive, ownerships) && !files.has('secondSwornDeclaration')) {
    problems.push(ENROLMENT_MSG.secondSwornDeclarationMissing);
  }
  flexFilesOf(category).forEach(({ index, name }) => {
    if (!files.has(`flexFile${index}`)) problems.push(ENROLMENT_MSG.flexFileMissing(name));
  });
  const powers = new Set(properties.filter((p) => needsPowerOfAttorney(p.ownership!)).map((p) => powerFieldName(p.rowId)));
  if ([...files].some((field) => field.startsWith(POWER_PREFIX) && !powers.has(field))) problems.push(ENROLMENT_MSG.powerOfAttorneyUnexpected);
  // nothing is stored that the enrolment does not show (a certificate of a natural person, another category's document)
  const asked = new Set(['identifierFront', 'identifierBack', 'swornDeclaration', ...flexFilesOf(category).map(({ index }) => `flexFile${index}`)]);
  if (fields?.identificationTypeId === ID_TYPE.business) asked.add('legalIdentifierFront');
  if (needsSecondDeclaration(category.consecutive, ownerships)) asked.add('secondSwornDeclaration');
  if ([...files].some((field) => !field.startsWith(POWER_PREFIX) && !asked.has(field))) problems.push(ENROLMENT_MSG.fileUnexpected);
  return problems;
}

/** The stored file of each multipart file field that carried one. */
export type FileIds = Record<string, number | undefined>;

/**
 * Writes a checked submission inside the upload's transaction, through the one enrolment writer: the
 * enrolment with its files, its properties at the prices of their ranges, its extra properties and the
 * first transition (none → Presentada). Answers the new enrolment's id.
 */
export async function insertSubmission(
  tx: Database,
  customerId: number,
  submission: CheckedSubmission,
  files: FileIds,
  now: Date,
): Promise<number> {
  const { fields, category } = submission;
  const [id] = await writeEnrolments(tx, [
    {
      enrolment: {
        customerId,
        categoryId: category.id,
        ...applicantColumns({ ...fields, email: fields.emailAddress }),
        status: 'Presentada',
        dateSolicited: now,
        identifierFrontId: files.identifierFront ?? null,
        identifierBackId: files.identifierBack ?? null,
        legalIdentifierFrontId: files.legalIdentifierFront ?? null,
        swornDeclarationId: files.swornDeclaration ?? null,
        secondSwornDeclarationId: files.secondSwornDeclaration ?? null,
        flexFile1Id: files.flexFile1 ?? null,
        flexFile2Id: files.flexFile2 ?? null,
        flexFile3Id: files.flexFile3 ?? null,
        flexFile4Id: files.flexFile4 ?? null,
        flexFile5Id: files.flexFile5 ?? null,
        // the names come from the category, never from the request
        flexFileName1: category.flexFileName1,
        flexFileName2: category.flexFileName2,
        flexFileName3: category.flexFileName3,
        flexFileName4: category.flexFileName4,
        flexFileName5: category.flexFileName5,
      },
      properties: submission.properties.map((p) => ({
        fantasyName: p.commercialName || null,
        sheetNumber: p.sheetNumber || null,
        address: p.address!,
        districtId: p.districtId!,
        ownership: p.ownership!,
        area: p.area ?? null,
        certificationArea: p.certificationArea ?? null,
        psaNumber: p.psaNumber || null,
        volume: p.volume ?? null,
        range: p.range,
        powerFileId: files[powerFieldName(p.rowId)] ?? null,
      })),
      extras: submission.extras.map((e) => ({ name: e.name, districtId: e.districtId, address: e.address, timber: e.timber })),
      transitions: [{ fromStatus: null, toStatus: 'Presentada', actorId: customerId, at: now }],
    },
  ]);
  return id!;
}
