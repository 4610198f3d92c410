import { formatDateTimeIn } from '@portal/shared-api';

// Made when first used: an Intl formatter costs a phone's page milliseconds to make, and most pages use few of them.
let colones: Intl.NumberFormat | undefined;
let numbers: Intl.NumberFormat | undefined;

/** Costa Rican colones in the es-CR locale (spec §9). */
export const formatColones = (amount: number): string => (colones ??= new Intl.NumberFormat('es-CR', { style: 'currency', currency: 'CRC' })).format(amount);

/** A measure (area, volume) in the es-CR locale; a dash when there is none. */
export const formatNumber = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : (numbers ??= new Intl.NumberFormat('es-CR')).format(value);

let zone: string | undefined;
/** The device's time zone, asked of Intl once (each asking makes a formatter: about 1.5 ms on a phone, per date shown). */
let deviceZone: string | undefined;

/**
 * Dates shown in a named time zone instead of the device's: a page rendered on the server (whose clock may run
 * in UTC) shows the service's time, America/Costa_Rica, as the browsers of its visitors do.
 */
export function showDatesIn(timeZone: string): void {
  zone = timeZone;
}

/** A calendar day alone ('2026-11-20') is that day's midnight on the device's clock; anything else as Date reads it. */
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
function toDate(value: string | number | Date): Date {
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** `YYYY-MM-DD hh:mm am/pm` with lowercase am/pm (spec §9), on the device's clock (Intl: no date library on a QR page). */
export const formatDateTime = (value: string | number | Date): string =>
  formatDateTimeIn(toDate(value), zone ?? (deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone));

const AGE_UNITS = [
  { seconds: 7 * 24 * 3600, one: 'semana', many: 'semanas' },
  { seconds: 24 * 3600, one: 'día', many: 'días' },
  { seconds: 3600, one: 'hora', many: 'horas' },
  { seconds: 60, one: 'minuto', many: 'minutos' },
  { seconds: 1, one: 'segundo', many: 'segundos' },
] as const;

/** How long ago something was published, in the largest whole unit with Spanish plurals (spec §9). */
export function formatAge(value: string | number | Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, Math.floor((now.getTime() - new Date(value).getTime()) / 1000));
  const unit = AGE_UNITS.find((u) => elapsed >= u.seconds) ?? AGE_UNITS[AGE_UNITS.length - 1];
  const count = Math.floor(elapsed / unit.seconds);
  return `Hace ${count} ${count === 1 ? unit.one : unit.many}`;
}
