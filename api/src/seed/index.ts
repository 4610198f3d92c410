import type { FileStore } from '../lib/file-store';
import type { Database } from '../db/client';
import { seedDemoAccounts, seedFirstAdministrator, type FirstAdministratorOutcome } from './accounts';
import { seedDemoCertifications } from './certifications';
import { seedDemoBoundaries } from './boundaries';
import { seedDemoChat } from './chat';
import { seedDemoContent } from './content';
import { attachDemoCertificationFiles, seedDemoEnrolments } from './enrolments';
import { seedDemoOperations } from './operations';
import { seedDemoOrigin } from './origin';
import { seedDemoShipments } from './shipments';
import { seedReferenceData } from './reference';

export interface SeedOptions {
  demo: boolean;
  admin?: { email: string; password: string };
  /** The file store: demo news pictures and documents are written there (no demo content without it). */
  files?: FileStore;
}

export interface SeedOutcome {
  firstAdministrator?: FirstAdministratorOutcome;
}

/** Everything the server seeds at start-up; every step is idempotent. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedOutcome> {
  await seedReferenceData(db);
  if (options.demo) await seedDemoAccounts(db);
  if (options.demo) await seedDemoCertifications(db);
  if (options.demo) await seedDemoChat(db);
  if (options.demo && options.files) await seedDemoContent(db, options.files);
  if (options.demo && options.files) await seedDemoEnrolments(db, options.files);
  if (options.demo && options.files) await attachDemoCertificationFiles(db, options.files);
  if (options.demo && options.files) await seedDemoOperations(db, options.files);
  if (options.demo) await seedDemoBoundaries(db);
  if (options.demo && options.files) await seedDemoOrigin(db);
  if (options.demo && options.files) await seedDemoShipments(db);
  return { firstAdministrator: options.admin ? await seedFirstAdministrator(db, options.admin) : undefined };
}

export { seedReferenceData } from './reference';
export { seedDemoContent } from './content';
export { seedDemoCertifications } from './certifications';
export { seedDemoEnrolments } from './enrolments';
export { seedDemoOperations } from './operations';
export { seedDemoChat } from './chat';
export { seedDemoBoundaries } from './boundaries';
export { seedDemoOrigin } from './origin';
export { seedDemoShipments } from './shipments';
export { seedDemoAccounts, seedFirstAdministrator, type FirstAdministratorOutcome } from './accounts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
