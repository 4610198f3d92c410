import { formatAge, formatColones, formatDateTime , formatNumber } from './index';

describe('formatters (spec §9)', () => {
  it('writes colones in the es-CR locale', () => {
    const text = formatColones(155750).replace(/\s/g, ' ');
    expect(text).toMatch(/^₡ ?155 750,00$/);
  });

  it('writes dates as YYYY-MM-DD hh:mm with lowercase am/pm', () => {
    expect(formatDateTime(new Date(2026, 9, 5, 8, 7))).toBe('2026-10-05 08:07 am');
    expect(formatDateTime(new Date(2026, 9, 5, 12, 0))).toBe('2026-10-05 12:00 pm');
    expect(formatDateTime(new Date(2026, 9, 5, 0, 30))).toBe('2026-10-05 12:30 am');
    expect(formatDateTime(new Date(2026, 9, 5, 23, 59))).toBe('2026-10-05 11:59 pm');
    // a calendar day alone is its midnight on this clock; a moment with its offset, this clock's time of it
    expect(formatDateTime('2026-10-05')).toBe('2026-10-05 12:00 am');
    expect(formatDateTime(new Date(2026, 9, 5, 14, 5).toISOString())).toBe('2026-10-05 02:05 pm');
  });

  describe('news age', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

    it.each([
      [0, 'Hace 0 segundos'],
      [1, 'Hace 1 segundo'],
      [59, 'Hace 59 segundos'],
      [60, 'Hace 1 minuto'],
      [150, 'Hace 2 minutos'],
      [3600, 'Hace 1 hora'],
      [5 * 3600, 'Hace 5 horas'],
      [24 * 3600, 'Hace 1 día'],
      [6 * 24 * 3600, 'Hace 6 días'],
      [7 * 24 * 3600, 'Hace 1 semana'],
      [30 * 24 * 3600, 'Hace 4 semanas'],
    ])('%i seconds ago reads "%s"', (seconds, text) => {
      expect(formatAge(ago(seconds), now)).toBe(text);
    });

    it('treats a date in the future as just now', () => {
      expect(formatAge(new Date(now.getTime() + 5000), now)).toBe('Hace 0 segundos');
    });
  });
});

describe('formatNumber (areas and volumes, es-CR)', () => {
  it('groups thousands and keeps decimals as Costa Rica writes them, a dash for none', () => {
    expect(formatNumber(1340)).toBe(new Intl.NumberFormat('es-CR').format(1340));
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(undefined)).toBe('—');
  });
});
