// Dates as the portal writes them, without any schema (zod): the pages a phone opens from a QR code format dates
// without downloading the validation library.

/** The service's clock: Costa Rica's (UTC−6 all year). */
export const SERVICE_TIME_ZONE = 'America/Costa_Rica';

/** The calendar day in Costa Rica (`YYYY-MM-DD`, as a date input takes it) `days` after `at` (negative: before). */
export const serviceDay = (at: Date, days = 0): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at.getTime() + days * 86_400_000));

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `YYYY-MM-DD hh:mm am/pm` with lowercase am/pm (spec §9) as the clock of `timeZone` reads it: what a page drawn
 * on a server (whose clock may run in UTC) and a document the API writes show, as a visitor's browser in Costa
 * Rica does.
 */
export function formatDateTimeIn(value: string | number | Date, timeZone: string = SERVICE_TIME_ZONE): string {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true });
    zonedFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(value)).map(({ type, value: text }) => [type, text]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} ${String(part.dayPeriod).toLowerCase()}`;
}
