import { FORM_ERROR } from 'final-form';
import {
  ENROLMENT_FILE_FIELDS,
  ENROLMENT_MSG,
  ID_TYPE,
  MSG,
  PHONE_RULE,
  enrolmentFieldsSchema,
  enrolmentTotal,
  fieldErrors,
  flexFilesOf,
  groupTooSmall,
  identifierRule,
  isOctober,
  needsSecondDeclaration,
  type Category,
  type EnrolmentFileField,
  type EnrolmentSubmission,
} from '@portal/shared-api';
import type { ExtraPropertyRow } from './extra-property-modal';
import type { PropertyRow } from './property-modal';

/** What the new-enrolment form holds: the applicant's fields and, under their own names, the files. */
export interface EnrolmentValues {
  identificationTypeId: 1 | 2;
  fullName?: string;
  identification?: string;
  legalName?: string;
  businessIdentification?: string;
  emailAddress?: string;
  phoneNumber?: string;
  provinceId?: number;
  cantonId?: number;
  districtId?: number;
  address?: string;
  [file: string]: unknown;
}

const FILE_FIELDS = Object.keys(ENROLMENT_FILE_FIELDS) as EnrolmentFileField[];

/** The file fields the form shows for these values, category and properties' tenures. */
export function filesShown(values: EnrolmentValues, category: Category, ownerships: string[]): Set<string> {
  const shown = new Set(['identifierFront', 'identifierBack', 'swornDeclaration']);
  if (values.identificationTypeId === ID_TYPE.business) shown.add('legalIdentifierFront');
  if (needsSecondDeclaration(category.consecutive, ownerships)) shown.add('secondSwornDeclaration');
  for (const f of flexFilesOf(category)) shown.add(`flexFile${f.index}`);
  return shown;
}

/** The browser's checks of the whole enrolment; the server checks all of it again. */
export function validateEnrolment(values: EnrolmentValues, category: Category | undefined) {
  const errors: Record<string, string> = fieldErrors(enrolmentFieldsSchema, { ...values, categoryId: category?.id ?? 0, finalPrice: 0 });
  delete errors.categoryId;
  const personal = identifierRule(ID_TYPE.personal)!;
  if (values.identification && !personal.pattern.test(values.identification)) errors.identification = personal.message;
  if (values.phoneNumber && !PHONE_RULE.pattern.test(values.phoneNumber)) errors.phoneNumber = PHONE_RULE.message;
  if (values.identificationTypeId === ID_TYPE.business) {
    const business = identifierRule(ID_TYPE.business)!;
    if (!values.legalName) errors.legalName = MSG.required;
    if (!values.businessIdentification) errors.businessIdentification = MSG.required;
    else if (!business.pattern.test(values.businessIdentification)) errors.businessIdentification = business.message;
  }
  if (!values.provinceId && errors.districtId) errors.provinceId = errors.districtId;
  return errors;
}

/**
 * What the form as a whole still lacks, each problem once: the category and the properties on their
 * sections (`categoryId`, `properties`), the October window for the summary alone (the warning beside
 * the category already says it).
 */
export function enrolmentProblems(category: Category | undefined, properties: PropertyRow[], now: Date): Record<string, string> {
  if (!category) return { categoryId: ENROLMENT_MSG.categoryMissing };
  const problems: Record<string, string> = {};
  if (category.octoberOnly && !isOctober(now)) problems[FORM_ERROR] = ENROLMENT_MSG.octoberOnly;
  if (properties.length === 0) problems.properties = ENROLMENT_MSG.propertiesMissing;
  else if (groupTooSmall(category.isGroup, properties.length)) problems.properties = ENROLMENT_MSG.groupMinimum;
  return problems;
}

/** The server's answers about one field or section, shown beside it. */
export const SERVER_FIELDS: Readonly<Record<string, string>> = {
  [ENROLMENT_MSG.categoryMissing]: 'categoryId',
  [ENROLMENT_MSG.categoryNotLeaf]: 'categoryId',
  [ENROLMENT_MSG.propertiesMissing]: 'properties',
  [ENROLMENT_MSG.groupMinimum]: 'properties',
  [ENROLMENT_MSG.identityImagesMissing]: 'identifierFront',
  [ENROLMENT_MSG.legalCertificateMissing]: 'legalIdentifierFront',
  [ENROLMENT_MSG.swornDeclarationMissing]: 'swornDeclaration',
  [ENROLMENT_MSG.secondSwornDeclarationMissing]: 'secondSwornDeclaration',
  [MSG.phoneFormat]: 'phoneNumber',
  [MSG.districtInvalid]: 'districtId',
};

/**
 * The submission of the form as it stands: its fields, the category's total, the properties without what
 * only the screen needs, and the files of the fields still shown (a file of a field no longer shown —
 * another person type, category or mix of tenures — stays home).
 */
export function submissionOf(
  values: EnrolmentValues,
  context: { category: Category; properties: readonly PropertyRow[]; extras: readonly ExtraPropertyRow[]; userEmail?: string },
): EnrolmentSubmission {
  const { category, properties, extras, userEmail } = context;
  const shown = filesShown(values, category, properties.map((p) => p.ownership));
  const files: EnrolmentSubmission['files'] = {};
  for (const field of FILE_FIELDS) {
    const file = values[field];
    if (file instanceof File && shown.has(field)) files[field] = file;
  }
  const powers: Record<string, File> = {};
  for (const property of properties) if (property.power) powers[property.rowId] = property.power;
  return {
    fields: {
      identificationTypeId: values.identificationTypeId,
      fullName: values.fullName ?? '',
      identification: values.identification ?? '',
      legalName: values.legalName,
      businessIdentification: values.businessIdentification,
      emailAddress: values.emailAddress ?? '',
      phoneNumber: values.phoneNumber ?? '',
      provinceId: values.provinceId,
      cantonId: values.cantonId,
      districtId: values.districtId ?? 0,
      address: values.address ?? '',
      categoryId: category.id,
      finalPrice: enrolmentTotal(properties.map((p) => p.range)),
      userEmail,
    },
    flexFiles: flexFilesOf(category),
    properties: properties.map(({ location: _location, power: _power, range: _range, ...property }) => property),
    extraProperties: extras.map(({ location: _location, ...extra }) => extra),
    files,
    powers,
  };
}
