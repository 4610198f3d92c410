import dayjs from 'dayjs';
import { formatDateTimeIn } from '@portal/shared-api';

const colones = new Intl.NumberFormat('es-CR', { style: 'currency', currency: 'CRC' });

/** Costa Rican colones in the es-CR locale (spec §9). */
export const formatColones = (amount: number): string => colones.format(amount);

const numbers = new Intl.NumberFormat('es-CR');

/** A measure (area, volume) in the es-CR locale; a dash when there is none. */
export const formatNumber = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : numbers.format(value));

let zone: string | undefined;

/**
 * Dates shown in a named time zone instead of the device's: a page rendered on the server (whose clock may run
 * in UTC) shows the service's time, America/Costa_Rica, as the browsers of its visitors do.
 */
export function showDatesIn(timeZone: string): void {
  zone = timeZone;
}

/** `YYYY-MM-DD hh:mm am/pm` with lowercase am/pm (spec §9). */
export const formatDateTime = (value: string | number | Date): string => {
  const d = dayjs(value);
  if (zone) return formatDateTimeIn(d.toDate(), zone);
  return `${d.format('YYYY-MM-DD hh:mm')} ${d.hour() < 12 ? 'am' : 'pm'}`;
};

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
