import { stringify } from 'csv-stringify/sync';
import { PAYMENTS_CSV, type PaymentRow } from '@portal/shared-api';
import { SPREADSHEET_CSV, csvDate, csvNumber } from '../../lib/csv';

/** One payment as the CSV's cells, in PAYMENTS_CSV.headers order. */
export function paymentCsvRecord(row: PaymentRow): string[] {
  const day = csvDate(row.paidAt);
  return [day, day.slice(0, 7), row.kind, row.reference, row.payer, row.identification, row.detail, csvNumber(row.amount)];
}

/**
 * The accountant's payments as the portfolio's CSV is written: `;`-separated for spreadsheets in
 * Spanish, UTF-8 with a byte order mark, CRLF, and a `'` before any cell a spreadsheet would take for
 * a formula (the payers' names come from the public). Two months of payments fit in memory.
 */
export function paymentsCsv(rows: readonly PaymentRow[]): string {
  return stringify(rows.map(paymentCsvRecord), { ...SPREADSHEET_CSV, header: true, columns: [...PAYMENTS_CSV.headers] });
}
