import type { Database } from '../client';
import { seedDemoAccounts, seedFirstAdministrator, type FirstAdministratorOutcome } from './accounts';
import { seedReferenceData } from './reference';

export interface SeedOptions {
  demo: boolean;
  admin?: { email: string; password: string };
}

export interface SeedOutcome {
  firstAdministrator?: FirstAdministratorOutcome;
}

/** Everything the server seeds at start-up; every step is idempotent. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedOutcome> {
  await seedReferenceData(db);
  if (options.demo) await seedDemoAccounts(db);
  return { firstAdministrator: options.admin ? await seedFirstAdministrator(db, options.admin) : undefined };
}

export { seedReferenceData } from './reference';
export { seedDemoAccounts, seedFirstAdministrator, type FirstAdministratorOutcome } from './accounts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
