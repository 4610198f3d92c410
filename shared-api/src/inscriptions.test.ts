import {
  ENROLMENT_ACTIONS,
  ENROLMENT_MSG,
  enrolledPropertySchema,
  enrolmentTotal,
  isOctober,
  needsPowerOfAttorney,
  needsSecondDeclaration,
  showsTimberColumn,
  templateChoice,
} from './inscriptions';
import { priceRangeFor } from './categories';
import { errorMessages } from './validation';

const ranges = [
  { startingRange: 0, endingRange: 100, anualityCost: 50_000, visitationCost: 25_000, visitationAmount: 2 },
  { startingRange: 100.01, endingRange: 500, anualityCost: 90_000, visitationCost: 30_000, visitationAmount: 3 },
];

describe('price (spec §9)', () => {
  it('takes the range the volume falls in, bounds included', () => {
    expect(priceRangeFor(0, ranges)).toBe(ranges[0]);
    expect(priceRangeFor(100, ranges)).toBe(ranges[0]);
    expect(priceRangeFor(100.01, ranges)).toBe(ranges[1]);
    expect(priceRangeFor(500, ranges)).toBe(ranges[1]);
  });

  it('finds no range for a volume none covers', () => {
    expect(priceRangeFor(500.5, ranges)).toBeUndefined();
    expect(priceRangeFor(100.005, ranges)).toBeUndefined();
    expect(priceRangeFor(10, [])).toBeUndefined();
  });

  it('totals anualityCost plus visitationAmount × visitationCost over the properties', () => {
    expect(enrolmentTotal([])).toBe(0);
    expect(enrolmentTotal([ranges[0]])).toBe(50_000 + 2 * 25_000);
    expect(enrolmentTotal([ranges[0], ranges[1], ranges[1]])).toBe(100_000 + 2 * (90_000 + 3 * 30_000));
  });
});

describe('form rules (spec §4, §5, §9)', () => {
  it('asks a power of attorney only for rented or borrowed properties', () => {
    expect(['Propio', 'Alquilado', 'Prestado', 'Otro', 'Usufructo'].filter(needsPowerOfAttorney)).toEqual(['Alquilado', 'Prestado']);
  });

  it('asks a second sworn declaration when own and rented/borrowed mix in a 01 code', () => {
    expect(needsSecondDeclaration('01.01.01.01.01', ['Propio', 'Alquilado'])).toBe(true);
    expect(needsSecondDeclaration('01.02.02.02.02', ['Prestado', 'Propio'])).toBe(true);
    expect(needsSecondDeclaration('01.01.01.01.01', ['Propio', 'Propio'])).toBe(false);
    expect(needsSecondDeclaration('01.01.01.01.01', ['Alquilado', 'Prestado'])).toBe(false);
    expect(needsSecondDeclaration('01.01.01.01.01', ['Propio', 'Otro'])).toBe(false);
    expect(needsSecondDeclaration('02.01', ['Propio', 'Alquilado'])).toBe(false);
  });

  it('offers the Propio, Ajeno or both templates', () => {
    expect(templateChoice(['Propio'])).toEqual(['Propio']);
    expect(templateChoice([])).toEqual(['Propio']);
    expect(templateChoice(['Alquilado', 'Prestado'])).toEqual(['Ajeno']);
    expect(templateChoice(['Propio', 'Prestado'])).toEqual(['Propio', 'Ajeno']);
  });

  it('shows the timber column in category 01 only', () => {
    expect(showsTimberColumn('01.02.01.02')).toBe(true);
    expect(showsTimberColumn('03.01')).toBe(false);
  });

  it('knows October in Costa Rica time', () => {
    expect(isOctober(new Date('2026-10-01T06:00:00Z'))).toBe(true);
    expect(isOctober(new Date('2026-11-01T05:59:00Z'))).toBe(true); // still 31 October, 11:59 pm in Costa Rica
    expect(isOctober(new Date('2026-11-01T06:00:00Z'))).toBe(false);
    expect(isOctober(new Date('2026-09-30T23:00:00Z'))).toBe(false);
  });

  it('lists the actions the spec gives each status', () => {
    expect(ENROLMENT_ACTIONS.Presentada).toEqual(['sendforpay', 'remediate', 'reject']);
    expect(ENROLMENT_ACTIONS.Subsanar).toEqual(['reject']);
    expect(ENROLMENT_ACTIONS.Aceptada).toEqual([]);
  });
});

describe('add-property messages (spec §5)', () => {
  const messages = (code: string, input: object) => {
    const result = enrolledPropertySchema(code, false).safeParse({ rowId: 'r1', ...input });
    return result.success ? [] : errorMessages(result.error);
  };

  it('gives every spec message for an empty farm property', () => {
    expect(messages('01.01.01.01.01', {})).toEqual([
      ENROLMENT_MSG.addressMissing,
      ENROLMENT_MSG.areaMissing,
      ENROLMENT_MSG.locationMissing,
      ENROLMENT_MSG.ownershipMissing,
      ENROLMENT_MSG.sheetNumberMissing,
      ENROLMENT_MSG.volumeMissing,
    ]);
  });

  it('asks the name instead of the farm number in commercial categories', () => {
    const result = messages('03.02', { address: 'x', area: 1, districtId: 10101, ownership: 'Propio', volume: 3 });
    expect(result).toEqual([ENROLMENT_MSG.nameMissing]);
  });

  it('accepts a complete property, and extra area and PSA only where the code allows them', () => {
    const complete = { address: 'x', area: 2, districtId: 10101, ownership: 'Propio', sheetNumber: '1-234', volume: 40 };
    expect(messages('01.01.01.01.01', complete)).toEqual([]);
    expect(enrolledPropertySchema('01.02.01.01.01', true).safeParse({ rowId: 'r', ...complete, certificationArea: 1.5, psaNumber: 'PSA-1' }).success).toBe(true);
    expect(enrolledPropertySchema('01.01.01.02', false).safeParse({ rowId: 'r', ...complete, psaNumber: 'PSA-1' }).success).toBe(false);
  });
});
