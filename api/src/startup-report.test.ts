import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openEmptyDatabase, openTestDatabase } from '../test/database';
import { MIGRATIONS_FOLDER } from './paths';
import { migrationStep, startupReport } from './startup-report';

const printed = () => {
  const lines: string[] = [];
  return { lines, print: (line: string) => void lines.push(line) };
};

describe('startupReport (what npm start shows of the server)', () => {
  it('prints nothing unless START_REPORT=1: a server started otherwise logs JSON only', () => {
    const { lines, print } = printed();
    const report = startupReport({}, print);
    report.step('Base de datos creada (7 migraciones)', Date.now());
    report.ready(loadConfig({}));
    expect(lines).toEqual([]);
  });

  it('prints each step with its time and the running total since the command was typed', () => {
    const { lines, print } = printed();
    startupReport({ START_REPORT: '1', START_REPORT_T0: String(Date.now() - 40_000) }, print).step('Datos de demostración listos', Date.now() - 800);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}✔ Datos de demostración listos +0\.8 s · total 40\.0 s$/);
  });

  it('ends with the address, the four demo accounts and their password, the data folder and how to stop', () => {
    const { lines, print } = printed();
    startupReport({ START_REPORT: '1' }, print).ready(loadConfig({ PORT: '8123', DATA_DIR: '/srv/datos' }));
    const text = lines.join('\n');
    expect(text).toContain('Madera Legal está listo en http://localhost:8123');
    expect(text).toContain('contraseña Demo1234!');
    for (const email of ['admin@demo.cr', 'cliente@demo.cr', 'regente@demo.cr', 'contador@demo.cr']) expect(text).toContain(email);
    expect(text).toContain('Datos: /srv/datos');
    expect(text).toContain('Detener: Ctrl+C');
  });

  it('names the first administrator instead of demo accounts outside demo mode', () => {
    const { lines, print } = printed();
    startupReport({ START_REPORT: '1' }, print).ready(loadConfig({ DEMO: 'false', ADMIN_EMAIL: 'jefa@sinac.go.cr', ADMIN_PASSWORD: 'Segura2026!' }));
    expect(lines.join('\n')).toContain('primer administrador: jefa@sinac.go.cr');
    expect(lines.join('\n')).not.toContain('admin@demo.cr');
  });

  it('tells a new database from one migrated and one up to date', () => {
    expect(migrationStep({ applied: 7, total: 7 })).toBe('Base de datos creada (7 migraciones)');
    expect(migrationStep({ applied: 2, total: 7 })).toBe('Base de datos migrada (2 de 7 migraciones)');
    expect(migrationStep({ applied: 0, total: 7 })).toBe('Base de datos al día (7 migraciones)');
  });
});

describe('migrate answers what it applied', () => {
  it('applies every migration on a new database', async () => {
    const handle = await openEmptyDatabase();
    try {
      const files = fs.readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));
      expect(await handle.migrate()).toEqual({ applied: files.length, total: files.length });
    } finally {
      await handle.close();
    }
  }, 30_000);

  it('applies nothing on a migrated database and counts every migration of the folder', async () => {
    const handle = await openTestDatabase();
    try {
      const files = fs.readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));
      let seen: unknown;
      const outcome = await handle.migrate(async (_db, migrated) => {
        seen = migrated;
      });
      expect(outcome).toEqual({ applied: 0, total: files.length });
      expect(seen).toEqual(outcome);
      expect(path.basename(MIGRATIONS_FOLDER)).toBe('drizzle');
    } finally {
      await handle.close();
    }
  });
});
