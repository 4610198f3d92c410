import { count, eq } from 'drizzle-orm';
import { registrationSchema, type LoginResponse } from '@portal/shared-api';
import { build } from '../../test/build';
import { login } from '../../test/fixtures';
import { categories, categoryPriceRanges, districts, provinces, userRoles, users } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase, seedFirstAdministrator } from '.';
import { DEMO_OWNER_EMAILS } from './certifications';

describe('seeding', () => {
  const t = build();
  const total = async (table: typeof users | typeof districts | typeof categories | typeof categoryPriceRanges) =>
    Number((await t.db.select({ n: count() }).from(table))[0]!.n);

  it('loads the reference data once, however often it runs', async () => {
    await seedDatabase(t.db, { demo: false });
    await seedDatabase(t.db, { demo: false });
    expect(await total(districts)).toBe(492);
    expect(await total(categories)).toBe(37);
    expect(await total(categoryPriceRanges)).toBe(60);
    expect(await total(users)).toBe(0);
  });

  it('restores reference rows that drifted from the seed data', async () => {
    await t.db.update(provinces).set({ name: 'Puerto Limón' }).where(eq(provinces.id, 7));
    await t.db.update(categoryPriceRanges).set({ anualityCost: 1 });

    await seedDatabase(t.db, { demo: false });

    const [limon] = await t.db.select().from(provinces).where(eq(provinces.id, 7));
    expect(limon!.name).toBe('Limón');
    const costs = await t.db.select({ cost: categoryPriceRanges.anualityCost }).from(categoryPriceRanges);
    expect(costs.every(({ cost }) => cost > 1)).toBe(true);
  });

  it('creates the first administrator outside demo mode, only while none exists', async () => {
    const admin = { email: 'Jefa@Madera.cr', password: 'UnaClaveLarga1' };
    expect(await seedFirstAdministrator(t.db, admin)).toBe('created');
    expect(await seedFirstAdministrator(t.db, { email: 'otra@madera.cr', password: 'UnaClaveLarga1' })).toBe(
      'administrator-exists',
    );
    const logged = await login(t.app, 'jefa@madera.cr', admin.password);
    expect(logged.json<LoginResponse>().roles).toEqual(['Administrador']);
  });

  it('gives the demo accounts identifiers and phones the registration form accepts', () => {
    for (const account of DEMO_ACCOUNTS) {
      const parsed = registrationSchema.safeParse({ ...account, emailAddress: account.email, password: DEMO_PASSWORD });
      expect(parsed.error?.issues).toBeUndefined();
    }
  });

  it('creates one demo account per role, idempotently, with the demo password', async () => {
    await seedDatabase(t.db, { demo: true });
    await seedDatabase(t.db, { demo: true });

    for (const account of DEMO_ACCOUNTS) {
      const [row] = await t.db
        .select({ role: userRoles.role, districtId: users.districtId })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(eq(users.email, account.email));
      expect(row).toEqual({ role: account.role, districtId: account.districtId });
    }
    // besides the role accounts, the owners of the demo certifications
    expect(await total(users)).toBe(DEMO_ACCOUNTS.length + DEMO_OWNER_EMAILS.length + 1);
    const logged = await login(t.app, 'contador@demo.cr', DEMO_PASSWORD);
    expect(logged.json<LoginResponse>()).toMatchObject({ roles: ['Contador'], userName: 'Luis Diego Chaves Quesada' });
  });
});
