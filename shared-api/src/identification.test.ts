import { applyMask, identifierRule, maskIdentifier, maskPhone, PHONE_RULE, ID_TYPE } from './identification';
import { MSG } from './texts';

describe('masks (spec §5)', () => {
  it('keeps 9 digits for a cédula física', () => {
    expect(maskIdentifier(ID_TYPE.personal, '1-1234-56789999')).toBe('112345678');
  });

  it('writes a cédula jurídica as 3-###-######, adding the leading 3 when it was not typed', () => {
    expect(maskIdentifier(ID_TYPE.business, '3101123456')).toBe('3-101-123456');
    expect(maskIdentifier(ID_TYPE.business, '101123456')).toBe('3-101-123456');
    expect(maskIdentifier(ID_TYPE.business, '3-101')).toBe('3-101');
    expect(maskIdentifier(ID_TYPE.business, '')).toBe('');
  });

  it('keeps 12 digits for a DIMEX and 9 for NIT and free identifiers', () => {
    expect(maskIdentifier(ID_TYPE.dimex, '1234567890123456')).toBe('123456789012');
    expect(maskIdentifier(ID_TYPE.nit, 'abc1234567890')).toBe('123456789');
    expect(maskIdentifier(ID_TYPE.free, '98765432100')).toBe('987654321');
  });

  it('leaves the value alone when no type is chosen', () => {
    expect(maskIdentifier(undefined, '12-34')).toBe('12-34');
  });

  it('writes a phone as ####-#### and drops the dash while deleting', () => {
    expect(maskPhone('88881234')).toBe('8888-1234');
    expect(maskPhone('8888')).toBe('8888');
    expect(maskPhone('8888-')).toBe('8888');
    expect(maskPhone('2222-33334444')).toBe('2222-3333');
  });

  it('applyMask stops where the typed digits end', () => {
    expect(applyMask('##-##', '1')).toBe('1');
    expect(applyMask('##-##', '123')).toBe('12-3');
  });
});

describe('identifier and phone patterns (spec §5)', () => {
  const valid = (typeId: number, value: string) => identifierRule(typeId)!.pattern.test(value);

  it('cédula física: 9 digits, first non-zero', () => {
    expect(valid(1, '112345678')).toBe(true);
    expect(valid(1, '012345678')).toBe(false);
    expect(valid(1, '11234567')).toBe(false);
    expect(identifierRule(1)!.message).toBe(MSG.personalIdFormat);
  });

  it('cédula jurídica: 3-###-######', () => {
    expect(valid(2, '3-101-123456')).toBe(true);
    expect(valid(2, '3101123456')).toBe(false);
    expect(valid(2, '4-101-123456')).toBe(false);
  });

  it('DIMEX 12 digits, NIT and free 9 digits', () => {
    expect(valid(3, '123456789012')).toBe(true);
    expect(valid(3, '12345678901')).toBe(false);
    expect(valid(4, '012345678')).toBe(true);
    expect(valid(5, '12345678')).toBe(false);
  });

  it('has no rule for an unknown type', () => {
    expect(identifierRule(9)).toBeUndefined();
  });

  it('phone: 4 digits, dash, 4 digits, first non-zero', () => {
    expect(PHONE_RULE.pattern.test('8888-1234')).toBe(true);
    expect(PHONE_RULE.pattern.test('0888-1234')).toBe(false);
    expect(PHONE_RULE.pattern.test('88881234')).toBe(false);
  });
});
