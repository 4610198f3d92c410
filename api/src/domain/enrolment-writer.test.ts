import { asc, eq } from 'drizzle-orm';
import { build } from '../../test/build';
import { categories, enrolmentTransitions, enrolments, extraProperties, properties } from '../db/schema';
import { createOwner } from '../../test/fixtures';
import { writeEnrolments, type EnrolmentWrite } from './enrolment-writer';

const t = build();

async function categoryId(): Promise<number> {
  const [row] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.consecutive, '01.01.01.01.01'));
  return row!.id;
}

function write(customerId: number, category: number, name: string): EnrolmentWrite {
  const at = new Date('2026-10-05T15:00:00Z');
  return {
    enrolment: {
      customerId,
      categoryId: category,
      identificationTypeId: 1,
      fullName: name,
      identification: '109870654',
      districtId: 10101,
      address: 'San José centro',
      email: 'ana.prueba@correo.cr',
      phoneNumber: '8845-1122',
      status: 'Subsanar',
      dateSolicited: at,
      version: 2,
    },
    properties: [
      { fantasyName: 'Finca Uno', address: 'Camino a la escuela', districtId: 10101, ownership: 'Propio', volume: 40, range: { anualityCost: 100_000, visitationCost: 20_000, visitationAmount: 2 } },
      { fantasyName: 'Finca Dos', address: 'Calle al río', districtId: 10101, ownership: 'Alquilado', volume: 400, range: { anualityCost: 150_000, visitationCost: 25_000, visitationAmount: 3 } },
    ],
    extras: [{ name: 'Aserradero', districtId: 10101, address: 'Frente a la plaza', timber: true }],
    transitions: [
      { fromStatus: null, toStatus: 'Presentada', actorId: customerId, at },
      { fromStatus: 'Presentada', toStatus: 'Subsanar', actorId: null, notes: 'Falta la declaración', at },
    ],
  };
}

describe('the enrolment writer (one path for the submission and the seeds)', () => {
  it('writes each enrolment at the total of its ranges, its properties with their costs, extras and transitions', async () => {
    const customerId = await createOwner(t.db);
    const category = await categoryId();
    const ids = await t.db.transaction((tx) => writeEnrolments(tx, [write(customerId, category, 'Ana Uno'), write(customerId, category, 'Ana Dos')]));
    expect(ids).toHaveLength(2);

    const rows = await t.db.select().from(enrolments).where(eq(enrolments.customerId, customerId)).orderBy(asc(enrolments.id));
    expect(rows.map((row) => [row.id, row.fullName, row.status, row.version])).toEqual([
      [ids[0], 'Ana Uno', 'Subsanar', 2],
      [ids[1], 'Ana Dos', 'Subsanar', 2],
    ]);
    // Σ anualityCost + visitationAmount × visitationCost (spec §9)
    expect(rows.map((row) => Number(row.price))).toEqual([100_000 + 2 * 20_000 + 150_000 + 3 * 25_000, 365_000]);

    const written = await t.db.select().from(properties).where(eq(properties.enrolmentId, ids[1]!)).orderBy(asc(properties.id));
    expect(written.map((p) => [p.fantasyName, p.customerId, Number(p.anualityCost), Number(p.visitationCost), p.visitationAmount])).toEqual([
      ['Finca Uno', customerId, 100_000, 20_000, 2],
      ['Finca Dos', customerId, 150_000, 25_000, 3],
    ]);
    expect(await t.db.select({ name: extraProperties.name }).from(extraProperties).where(eq(extraProperties.enrolmentId, ids[0]!))).toEqual([{ name: 'Aserradero' }]);
    const history = await t.db.select().from(enrolmentTransitions).where(eq(enrolmentTransitions.enrolmentId, ids[0]!)).orderBy(asc(enrolmentTransitions.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorId, h.notes])).toEqual([
      [null, 'Presentada', customerId, null],
      ['Presentada', 'Subsanar', null, 'Falta la declaración'],
    ]);
  });

  it('writes nothing when a row is refused, inside the caller transaction', async () => {
    const customerId = await createOwner(t.db);
    const category = await categoryId();
    const broken = write(customerId, category, 'Ana Rota');
    broken.properties[1]!.districtId = 99_999_999; // no such district
    await expect(t.db.transaction((tx) => writeEnrolments(tx, [broken]))).rejects.toThrow();
    expect(await t.db.select({ id: enrolments.id }).from(enrolments).where(eq(enrolments.customerId, customerId))).toEqual([]);
  });
});
