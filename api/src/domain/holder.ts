import { ID_TYPE } from '@portal/shared-api';
import { enrolments } from '../db/schema';

export interface EnrolmentOwnerFields {
  identificationTypeId: number;
  fullName: string;
  identification: string;
  legalName: string | null;
  businessIdentification: string | null;
}

/** The enrolment's columns that name the certificate's holder (see `ownerOf`), for a select. */
export const holderColumns = {
  identificationTypeId: enrolments.identificationTypeId,
  fullName: enrolments.fullName,
  identification: enrolments.identification,
  legalName: enrolments.legalName,
  businessIdentification: enrolments.businessIdentification,
};

/** The enrolment's columns that name the certificate's holder and its category, for a select. */
export const ownerColumns = { categoryId: enrolments.categoryId, ...holderColumns };

/**
 * Who holds the certificate in public: the company for a legal entity, otherwise the person. The
 * portfolio's copy on certified properties follows the same rule in SQL (migration 0011's trigger
 * function `properties_copy_enrolment`).
 */
export function ownerOf(e: EnrolmentOwnerFields): { name: string; identification: string } {
  if (e.identificationTypeId === ID_TYPE.business) {
    return { name: e.legalName || e.fullName, identification: e.businessIdentification || e.identification };
  }
  return { name: e.fullName, identification: e.identification };
}
