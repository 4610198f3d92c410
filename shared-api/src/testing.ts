import type { Polygon } from 'geojson';
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

/**
 * A 100 m × 100 m square plot near Ciudad Quesada, San Carlos (0.00092° of longitude and 0.0009° of latitude), for
 * tests that place points against a boundary; its centre is at -84.48064, 10.35245.
 */
export const SAMPLE_PLOT: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-84.4811, 10.352],
      [-84.48018, 10.352],
      [-84.48018, 10.3529],
      [-84.4811, 10.3529],
      [-84.4811, 10.352],
    ],
  ],
};
