import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { PortfolioRow } from '@portal/shared-api';
import { csvDate, csvNumber } from '../../../lib/csv';
import { PORTFOLIO_CSV_HEADERS, portfolioCsvRecord, portfolioCsvWriter } from './csv';

const row = (overrides: Partial<PortfolioRow> = {}): PortfolioRow => ({
  id: 7,
  inscriptionId: 3,
  sheetNumber: '2-345678-000',
  identification: '204560789',
  name: 'José Pablo Rojas Araya',
  fantasyName: 'Finca El Roble',
  province: 'Alajuela',
  canton: 'San Carlos',
  district: 'Quesada',
  address: 'Camino a Sucre',
  dateApproved: '2025-03-01T03:00:00.000Z',
  category: 'Plantaciones forestales con PSA',
  area: 45.5,
  volume: 320,
  visitationAmount: 3,
  inscriptionType: 'Individual',
  ownership: 'Propio',
  inscriptionDate: '2025-02-10T15:00:00.000Z',
  certificateStatus: 'Suspendida',
  validUntil: '2026-03-01T03:00:00.000Z',
  certifiedVolume: { authorised: 300, remaining: 12.5 },
  ...overrides,
});

// Buffer decoding keeps the byte order mark (a TextDecoder would drop it)
const writeCsv = async (records: string[][]) => (await buffer(Readable.from(records).pipe(portfolioCsvWriter()))).toString('utf8');

describe('portfolio CSV cells', () => {
  it('writes dates as YYYY-MM-DD on the Costa Rican calendar (UTC-6)', () => {
    expect(csvDate('2025-03-01T03:00:00.000Z')).toBe('2025-02-28');
    expect(csvDate('2025-03-01T06:00:00.000Z')).toBe('2025-03-01');
    expect(csvDate('2024-12-31T23:59:00.000Z')).toBe('2024-12-31');
  });

  it('writes numbers with the decimal comma, and nothing for a missing one', () => {
    expect(csvNumber(45.5)).toBe('45,5');
    expect(csvNumber(320)).toBe('320');
    expect(csvNumber(0.25)).toBe('0,25');
    expect(csvNumber(null)).toBe('');
  });

  it('gives a row its cells in the column order of the portfolio', () => {
    expect(portfolioCsvRecord(row())).toEqual([
      '2-345678-000',
      '204560789',
      'José Pablo Rojas Araya',
      'Alajuela',
      'San Carlos',
      'Quesada',
      'Camino a Sucre',
      '2025-02-28',
      'Plantaciones forestales con PSA',
      '45,5',
      '320',
      '3',
      'Individual',
      'Propio',
      '2025-02-10',
      'Suspendida',
      '2026-02-28',
      '300',
      '12,5',
    ]);
    expect(portfolioCsvRecord(row({ sheetNumber: null, area: null, volume: null }))).toEqual(
      expect.arrayContaining(['', '', '']),
    );
    expect(portfolioCsvRecord(row({ validUntil: null })).at(-3)).toBe('');
    // outside a period, no volume
    expect(portfolioCsvRecord(row({ certifiedVolume: null })).slice(-2)).toEqual(['', '']);
  });
});

describe('portfolio CSV writer', () => {
  it('starts with the UTF-8 byte order mark and the Spanish header line', async () => {
    const csv = await writeCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe(`${PORTFOLIO_CSV_HEADERS.join(';')}\r\n`);
  });

  it('quotes cells holding the separator, quotes or line breaks, doubling the quotes', async () => {
    const csv = await writeCsv([['Pedro "el Roble"; Mora', 'línea 1\nlínea 2', 'sin comillas, con coma']]);
    expect(csv.split('\r\n')[1]).toBe('"Pedro ""el Roble""; Mora";"línea 1\nlínea 2";sin comillas, con coma');
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const csv = await writeCsv([['=HYPERLINK("http://x.cr","clic")', '+50688888888', '-2+3', '@SUM(A1)', 'Finca =normal']]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x.cr"",""clic"")";'+50688888888;'-2+3;'@SUM(A1);Finca =normal`);
  });
});
