// Before a command that needs the test, lint or benchmark tools (`npm run bench`, `lint`, `typecheck`, …): an
// install for `npm start` holds only what builds and runs the portal, so the rest is added here when missing.
import { ensureInstalled } from './lib/workspace.mjs';

try {
  const install = await ensureInstalled();
  if (install.installed) console.log(`Dependencias instaladas con ${install.pnpm} (${install.reason})`);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
