// What the test suite needs from the machine besides Node.js, checked before any test runs: installed
// from Debian's packages when running as root (as on CI), otherwise named with the command that installs it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { postgresBin } from './postgres.mjs';

/** Each system program the suite uses: where it must be, and the Debian package that provides it. */
export const REQUIREMENTS = [
  {
    // the e2e run the headless shell (e2e/chromium.ts); the benchmarks and screenshots, the browser
    label: 'Chromium de Debian (pruebas en el navegador)',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell') && existsSync('/usr/bin/chromium'),
    packages: ['chromium', 'chromium-headless-shell'],
  },
  {
    label: 'PostgreSQL de Debian (pruebas de la API sobre un servidor)',
    present: () => postgresBin() !== undefined,
    packages: ['postgresql'],
  },
];

/** Answers the labels installed; throws with the exact command when something is missing and cannot be installed. */
export function preflight({ requirements = REQUIREMENTS, isRoot = process.getuid?.() === 0, run = spawnSync } = {}) {
  const missing = requirements.filter((r) => !r.present());
  if (missing.length === 0) return [];
  const packages = [...new Set(missing.flatMap((r) => r.packages))];
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (!isRoot) {
    throw new Error(
      `Falta ${missing.map((r) => r.label).join(' y ')}. Instálelo y vuelva a ejecutar npm test:\n    sudo apt-get update && sudo ${command}`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', ...packages]]) {
    const { status } = run(args[0], args.slice(1), { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (status !== 0) throw new Error(`No se pudo instalar ${packages.join(' ')} (${args.join(' ')} terminó con código ${status}).`);
  }
  const still = missing.filter((r) => !r.present());
  if (still.length) throw new Error(`Tras instalar ${packages.join(' ')}, sigue faltando ${still.map((r) => r.label).join(' y ')}.`);
  return missing.map((r) => r.label);
}
