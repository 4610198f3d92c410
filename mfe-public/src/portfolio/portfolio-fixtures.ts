import type { PortfolioRow } from '@portal/shared-api';

/** A certified provider of the portfolio's list, as the API answers it (tests). */
export const portfolioRow: PortfolioRow = {
  id: 12,
  inscriptionId: 4,
  sheetNumber: '2-123456-000',
  identification: '203450678',
  name: 'Ana Mora Solís',
  fantasyName: 'Finca El Roble',
  province: 'Alajuela',
  canton: 'San Carlos',
  district: 'Florencia',
  address: '200 m norte de la escuela',
  dateApproved: '2026-08-03T15:30:00.000Z',
  category: 'Plantaciones forestales',
  area: 12.5,
  volume: 1340,
  visitationAmount: 3,
  inscriptionType: 'Individual',
  ownership: 'Propio',
  inscriptionDate: '2026-07-01T14:00:00.000Z',
  certificateStatus: 'Vigente',
  validUntil: '2027-08-03T15:30:00.000Z',
  certifiedVolume: { authorised: 1340, remaining: 212.5 },
};
