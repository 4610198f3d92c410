import { fieldErrors, errorMessages } from './validation';
import { loginSchema, registrationSchema, specialisedRegistrationSchema } from './users';
import { MSG } from './texts';
import { sampleRegistration } from './testing';

const validRegistration = sampleRegistration();

describe('login validation (spec §5)', () => {
  it('requires email and password', () => {
    expect(fieldErrors(loginSchema, {})).toEqual({ email: MSG.required, password: MSG.required });
  });

  it('rejects an invalid email with the spec message', () => {
    expect(fieldErrors(loginSchema, { email: 'ana@', password: 'x' })).toEqual({ email: MSG.emailInvalid });
  });

  it('accepts a valid pair', () => {
    expect(fieldErrors(loginSchema, { email: 'ana@example.cr', password: 'x' })).toEqual({});
  });
});

describe('registration validation (spec §5)', () => {
  it('accepts a complete natural-person registration', () => {
    expect(fieldErrors(registrationSchema, validRegistration)).toEqual({});
  });

  it('requires the first name and its capital first letter', () => {
    expect(fieldErrors(registrationSchema, { ...validRegistration, firstName: '' }).firstName).toBe(MSG.required);
    expect(fieldErrors(registrationSchema, { ...validRegistration, firstName: 'ana' }).firstName).toBe(MSG.firstUppercase);
    expect(fieldErrors(registrationSchema, { ...validRegistration, firstName: 'Álvaro' }).firstName).toBeUndefined();
  });

  it('requires email and password, and a valid email', () => {
    const errors = fieldErrors(registrationSchema, { ...validRegistration, emailAddress: undefined, password: undefined });
    expect(errors.emailAddress).toBe(MSG.required);
    expect(errors.password).toBe(MSG.required);
    expect(fieldErrors(registrationSchema, { ...validRegistration, emailAddress: 'no-es-correo' }).emailAddress).toBe(MSG.emailInvalid);
  });

  it('checks the identifier against the chosen type', () => {
    expect(fieldErrors(registrationSchema, { ...validRegistration, identifier: '012345678' }).identifier).toBe(MSG.personalIdFormat);
    const business = { ...validRegistration, identificationTypeId: 2, identifier: '3-101-123456' };
    expect(fieldErrors(registrationSchema, business).legalName).toBe(MSG.required);
    expect(fieldErrors(registrationSchema, { ...business, legalName: 'Maderas del Sur S.A.' })).toEqual({});
  });

  it('checks the phone format', () => {
    expect(fieldErrors(registrationSchema, { ...validRegistration, phoneNumber: '0888-1234' }).phoneNumber).toBe(MSG.phoneFormat);
  });

  it('does not check the middle name on the public form, but does on the specialised ones', () => {
    expect(fieldErrors(registrationSchema, { ...validRegistration, middleName: 'josé' }).middleName).toBeUndefined();
    const regent = { ...validRegistration, middleName: 'josé' };
    expect(fieldErrors(specialisedRegistrationSchema, regent).middleName).toBe(MSG.firstUppercase);
  });

  it('fixes identification type and district to 1 on the specialised forms', () => {
    const parsed = specialisedRegistrationSchema.parse({ ...validRegistration, identificationTypeId: undefined, districtId: undefined });
    expect(parsed.identificationTypeId).toBe(1);
    expect(parsed.districtId).toBe(1);
  });

  it('gives the server a list of distinct messages', () => {
    const result = registrationSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = errorMessages(result.error!);
    expect(messages).toContain(MSG.required);
    expect(new Set(messages).size).toBe(messages.length);
  });
});
