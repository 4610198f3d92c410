import type { Database } from '../db/client';
import { hashPassword } from '../lib/password';
import { usersRepository } from '../modules/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** Creates the demo account of each role that does not exist yet. */
export async function seedDemoAccounts(db: Database): Promise<void> {
  const repository = usersRepository(db);
  for (const { role, ...account } of DEMO_ACCOUNTS) {
    if (await repository.emailTaken(account.email)) continue;
    await repository.create({ ...account, passwordHash: await hashPassword(DEMO_PASSWORD) }, role);
  }
}

export type FirstAdministratorOutcome = 'created' | 'administrator-exists' | 'email-taken';

/**
 * The first administrator of a real deployment (ADMIN_EMAIL / ADMIN_PASSWORD). Does nothing once
 * any administrator exists; the profile fields are left for that person to complete.
 */
export async function seedFirstAdministrator(
  db: Database,
  admin: { email: string; password: string },
): Promise<FirstAdministratorOutcome> {
  const repository = usersRepository(db);
  if (await repository.hasUserWithRole('Administrador')) return 'administrator-exists';
  if (await repository.emailTaken(admin.email)) return 'email-taken';
  await repository.create(
    {
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      firstName: 'Administrador',
      lastName: 'del Portal',
      identificationTypeId: 1,
      identifier: '',
      phoneNumber: '',
      districtId: null,
    },
    'Administrador',
  );
  return 'created';
}
