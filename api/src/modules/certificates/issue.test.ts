import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ID_TYPE } from '@portal/shared-api';
import { openTestDatabase } from '../../../test/database';
import { createOwner, enrolment, farm, insertEnrolments } from '../../../test/fixtures';
import type { DatabaseHandle } from '../../db/client';
import { enrolments, properties } from '../../db/schema';
import { MIGRATIONS_FOLDER } from '../../paths';
import { ownerOf } from '../../domain/holder';

/**
 * The owner's columns a portfolio row shows are copied onto each certified property (a page reads one
 * table) by migration 0011's triggers: when issueCertificates writes the certification, when the
 * enrolment changes later, and by the migration for the properties certified before it; by ownerOf's rule.
 */
describe('the portfolio read model of a certified property', () => {
  let database: DatabaseHandle;
  let ids: { person: number; company: number; companyUnnamed: number; pending: number };

  beforeAll(async () => {
    database = await openTestDatabase();
    const owner = await createOwner(database.db);
    const [person, company, companyUnnamed, pending] = await insertEnrolments(database.db, [
      enrolment(owner, { fullName: 'José Pérez Rodríguez', identification: '104560789', properties: [farm(), farm({ sheetNumber: '1-000002-000' })] }),
      enrolment(owner, {
        categoryConsecutive: '03.02',
        identificationTypeId: ID_TYPE.business,
        fullName: 'Laura Núñez Soto',
        identification: '205550333',
        legalName: 'Maderas Ñandú S.A.',
        businessIdentification: '3-101-111222',
      }),
      // a legal entity without its company's name and number is shown by the person who enrolled it
      enrolment(owner, { identificationTypeId: ID_TYPE.business, fullName: 'Rosa Mora Vargas', identification: '303330444', legalName: '' }),
      enrolment(owner, { status: 'Pagada', fullName: 'Pedro Pagado', properties: [farm({ fantasyName: 'Finca Pendiente' })] }),
    ]);
    ids = { person: person!, company: company!, companyUnnamed: companyUnnamed!, pending: pending! };
  });

  afterAll(() => database.close());

  const copies = (enrolmentId: number) =>
    database.db
      .select({
        categoryId: properties.categoryId,
        ownerName: properties.ownerName,
        ownerIdentification: properties.ownerIdentification,
        dateSolicited: properties.dateSolicited,
      })
      .from(properties)
      .where(eq(properties.enrolmentId, enrolmentId))
      .orderBy(properties.id);

  /** What the enrolment's certified properties must show, by ownerOf. */
  async function expected(enrolmentId: number) {
    const [e] = await database.db.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
    const owner = ownerOf(e!);
    return { categoryId: e!.categoryId, ownerName: owner.name, ownerIdentification: owner.identification, dateSolicited: e!.dateSolicited };
  }

  async function expectInStep(enrolmentId: number) {
    const want = await expected(enrolmentId);
    const rows = await copies(enrolmentId);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toEqual(want);
  }

  it('copies the holder, the category and the date solicited when the enrolment is accepted', async () => {
    await expectInStep(ids.person);
    await expectInStep(ids.company);
    await expectInStep(ids.companyUnnamed);
    expect((await copies(ids.company))[0]).toMatchObject({ ownerName: 'Maderas Ñandú S.A.', ownerIdentification: '3-101-111222' });
    expect((await copies(ids.companyUnnamed))[0]).toMatchObject({ ownerName: 'Rosa Mora Vargas', ownerIdentification: '303330444' });
  });

  it('leaves the properties of an enrolment that is not accepted without a copy', async () => {
    expect(await copies(ids.pending)).toEqual([{ categoryId: null, ownerName: null, ownerIdentification: null, dateSolicited: null }]);
  });

  it('follows every later change of the enrolment by the rule of ownerOf', async () => {
    const changes: Partial<typeof enrolments.$inferInsert>[] = [
      { fullName: 'José Pérez Rodríguez hijo' },
      { identificationTypeId: ID_TYPE.business },
      { legalName: 'Aserradero Pérez S.A.', businessIdentification: '3-101-999888' },
      { legalName: '' },
      { identificationTypeId: ID_TYPE.personal, identification: '104560790' },
      { dateSolicited: new Date('2026-01-15T14:30:00Z') },
    ];
    for (const change of changes) {
      await database.db.update(enrolments).set(change).where(eq(enrolments.id, ids.person));
      await expectInStep(ids.person);
    }
    const [category] = await database.db.select({ id: enrolments.categoryId }).from(enrolments).where(eq(enrolments.id, ids.company));
    await database.db.update(enrolments).set({ categoryId: category!.id }).where(eq(enrolments.id, ids.person));
    await expectInStep(ids.person);
  });

  it('refuses a certified property without the copy', async () => {
    const [row] = await database.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, ids.person)).limit(1);
    await expect(database.db.update(properties).set({ ownerName: null }).where(eq(properties.id, row!.id))).rejects.toThrow();
  });

  it('is filled by migration 0011 for the properties certified before it', async () => {
    const statements = fs
      .readFileSync(path.join(MIGRATIONS_FOLDER, '0011_portfolio_owner.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim());
    const backfill = statements.find((statement) => /^(--[^\n]*\n)*UPDATE "properties"/.test(statement));
    const constraint = statements.find((statement) => statement.includes('CHECK'));
    expect(backfill).toBeDefined();
    expect(constraint).toBeDefined();
    // the database as it was before: no copy, no constraint
    await database.db.execute(sql`alter table properties drop constraint properties_certified_read_model`);
    await database.db.execute(sql`update properties set category_id = null, owner_name = null, owner_identification = null, date_solicited = null`);
    expect((await copies(ids.company))[0]!.ownerName).toBeNull();
    await database.db.execute(sql.raw(backfill!));
    await database.db.execute(sql.raw(constraint!));
    for (const id of [ids.person, ids.company, ids.companyUnnamed]) await expectInStep(id);
    expect((await copies(ids.pending))[0]!.ownerName).toBeNull();
  });
});
