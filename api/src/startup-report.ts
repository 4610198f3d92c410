import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import type { Config } from './config';
import type { MigrationOutcome } from './db/client';

/**
 * What `npm start` shows of the server's start (START_REPORT=1): one line per step with its time and the
 * running total since the command was typed (START_REPORT_T0), then where the portal is and how to use it.
 * Started any other way, the server logs JSON only.
 */
export interface StartupReport {
  step(text: string, since: number): void;
  ready(config: Config): void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function startupReport(env: NodeJS.ProcessEnv = process.env, print: (line: string) => void = console.log): StartupReport {
  if (env.START_REPORT !== '1') return { step: () => undefined, ready: () => undefined };
  const t0 = Number(env.START_REPORT_T0) || Date.now();
  return {
    step(text, since) {
      const now = Date.now();
      print(`  ✔ ${text.padEnd(52)} ${seconds(now - since).padStart(7)} · total ${seconds(now - t0)}`);
    },
    ready(config) {
      const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
      const lines = ['', `Madera Legal está listo en http://${host}:${config.port} (total ${seconds(Date.now() - t0)})`, ''];
      if (config.demo) {
        lines.push(`  Cuentas de demostración, todas con la contraseña ${DEMO_PASSWORD}`);
        for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(14)} ${account.email}`);
      } else if (config.admin) {
        lines.push(`  Sin datos de demostración; primer administrador: ${config.admin.email}`);
      } else {
        lines.push('  Sin datos de demostración (DEMO=false)');
      }
      lines.push(
        '',
        config.databaseUrl
          ? `  Datos: PostgreSQL (DATABASE_URL); archivos subidos en ${config.dataDir}`
          : `  Datos: ${config.dataDir} (base de datos, archivos subidos); DATA_DIR la cambia`,
        '  Detener: Ctrl+C',
        '',
      );
      for (const line of lines) print(line);
    },
  };
}

export function migrationStep({ applied, total }: MigrationOutcome): string {
  if (applied === 0) return `Base de datos al día (${total} migraciones)`;
  if (applied === total) return `Base de datos creada (${total} migraciones)`;
  return `Base de datos migrada (${applied} de ${total} migraciones)`;
}
