import { PROFILE_STATUS } from '@portal/shared-api';
import { addMonths, certificateValidity } from './certificate';

describe('certificate validity', () => {
  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths(new Date('2024-03-15T14:30:00.000Z'), 12).toISOString()).toBe('2025-03-15T14:30:00.000Z');
    expect(addMonths(new Date('2024-02-29T10:00:00.000Z'), 12).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2025-01-31T00:00:00.000Z'), 1).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2025-11-30T23:59:59.999Z'), 3).toISOString()).toBe('2026-02-28T23:59:59.999Z');
  });

  it('is Activa from the approval until twelve months later, Inactiva from then on', () => {
    const approved = new Date('2024-05-10T16:00:00.000Z');
    const validUntil = new Date('2025-05-10T16:00:00.000Z');

    expect(certificateValidity('Aceptada', approved, new Date('2024-05-10T16:00:00.000Z'))).toEqual({
      validUntil,
      status: PROFILE_STATUS.active,
    });
    expect(certificateValidity('Aceptada', approved, new Date('2025-05-10T15:59:59.999Z')).status).toBe(PROFILE_STATUS.active);
    expect(certificateValidity('Aceptada', approved, validUntil).status).toBe(PROFILE_STATUS.inactive);
    expect(certificateValidity('Aceptada', approved, new Date('2026-01-01T00:00:00.000Z')).status).toBe(PROFILE_STATUS.inactive);
  });

  it('is Inactiva for an enrolment that is not accepted', () => {
    expect(certificateValidity('Pagada', null, new Date())).toEqual({ validUntil: null, status: PROFILE_STATUS.inactive });
    expect(certificateValidity('Rechazada', new Date(), new Date()).status).toBe(PROFILE_STATUS.inactive);
  });
});
