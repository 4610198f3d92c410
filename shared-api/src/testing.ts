import type { RegistrationRequest } from './users';

/** A valid self-registration (spec §5 Registro) of a person, for tests on both sides of the contract. */
export const sampleRegistration = (overrides: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  firstName: 'Ana',
  lastName: 'Mora',
  identificationTypeId: 1,
  identifier: '112345678',
  phoneNumber: '8888-1234',
  districtId: 10101,
  address: 'Del parque 200 m norte',
  emailAddress: 'ana@example.cr',
  password: 'Segura123!',
  ...overrides,
});
