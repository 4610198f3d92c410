import type { PropertyProfile } from '@portal/shared-api';

/** An active property's public profile, as the API answers it (the profile pages' and the server entry's tests). */
export const property: PropertyProfile = {
  id: 12,
  inscriptionId: 4,
  fantasyName: 'Finca El Roble',
  sheetNumber: '2-123456-000',
  province: 'Alajuela',
  canton: 'San Carlos',
  district: 'Florencia',
  address: '200 m norte de la escuela',
  ownership: 'Propio',
  certificationArea: 12.5,
  volume: 340,
  dateApproved: '2026-08-03T15:30:00.000Z',
  validUntil: '2027-08-03T15:30:00.000Z',
  visitationAmount: 3,
  visitationCost: 45000,
  inscriptionStatus: 'Activa',
  inscriptionType: 'Individual',
  inscriptionDate: '2026-07-01T14:00:00.000Z',
  identificationType: 'Cédula',
  identification: '203450678',
  fullName: 'Ana Mora Solís',
  category: 'Plantaciones forestales',
  categoryConsecutive: '01.01.01',
  appointments: [],
};
