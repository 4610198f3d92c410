import { MSG } from './texts';

/** Spec §3: 1 personal id, 2 business id, 3 Dimex, 4 NIT, 5 free. */
export const IDENTIFICATION_TYPES = [
  { id: 1, name: 'Cédula Física' },
  { id: 2, name: 'Cédula Jurídica' },
  { id: 3, name: 'DIMEX' },
  { id: 4, name: 'NIT' },
  { id: 5, name: 'Libre' },
] as const;

export const ID_TYPE = { personal: 1, business: 2, dimex: 3, nit: 4, free: 5 } as const;

/** How an enrolment's detail names its applicant's identification (spec §3: Cédula or Cédula Jurídica). */
export const enrolmentIdentificationType = (identificationTypeId: number): string =>
  identificationTypeId === ID_TYPE.business ? 'Cédula Jurídica' : 'Cédula';

interface IdentifierRule {
  /** '#' is a digit; any other character is written as is. */
  mask: string;
  pattern: RegExp;
  message: string;
}

const RULES: Record<number, IdentifierRule> = {
  1: { mask: '#########', pattern: /^[1-9]\d{8}$/, message: MSG.personalIdFormat },
  2: { mask: '3-###-######', pattern: /^3-\d{3}-\d{6}$/, message: MSG.businessIdFormat },
  3: { mask: '############', pattern: /^\d{12}$/, message: MSG.dimexFormat },
  4: { mask: '#########', pattern: /^\d{9}$/, message: MSG.nitFormat },
  5: { mask: '#########', pattern: /^\d{9}$/, message: MSG.freeIdFormat },
};

export const PHONE_RULE: IdentifierRule = {
  mask: '####-####',
  pattern: /^[1-9]\d{3}-\d{4}$/,
  message: MSG.phoneFormat,
};

export const identifierRule = (typeId: number | undefined): IdentifierRule | undefined =>
  typeId === undefined ? undefined : RULES[typeId];

/**
 * Formats what a person types into the mask: keeps digits only, writes the mask's
 * fixed characters (dashes, the leading 3 of a business id) and cuts at the mask's length.
 */
export function applyMask(mask: string, raw: string): string {
  const digits = raw.replace(/\D/g, '');
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '#') {
      out += digits[i++];
    } else if (/\d/.test(ch)) {
      out += ch;
      // a fixed digit the person typed themselves is consumed, not repeated
      if (digits[i] === ch) i++;
    } else {
      out += ch;
    }
  }
  return out;
}

export const maskIdentifier = (typeId: number | undefined, raw: string): string => {
  const rule = identifierRule(typeId);
  return rule ? applyMask(rule.mask, raw) : raw;
};

export const maskPhone = (raw: string): string => applyMask(PHONE_RULE.mask, raw);
