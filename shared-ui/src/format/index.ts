import dayjs from 'dayjs';

const colones = new Intl.NumberFormat('es-CR', { style: 'currency', currency: 'CRC' });

/** Costa Rican colones in the es-CR locale (spec §9). */
export const formatColones = (amount: number): string => colones.format(amount);

/** `YYYY-MM-DD hh:mm am/pm` with lowercase am/pm (spec §9). */
export const formatDateTime = (value: string | number | Date): string => {
  const d = dayjs(value);
  return `${d.format('YYYY-MM-DD hh:mm')} ${d.hour() < 12 ? 'am' : 'pm'}`;
};
