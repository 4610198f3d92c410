import { and, eq } from 'drizzle-orm';
import {
  MSG,
  TOTAL_RECORDS_HEADER,
  VISIT_MSG,
  type AssignmentItem,
  type GroupCertification,
  type PropertyItem,
} from '@portal/shared-api';
import { build } from '../../../../test/build';
import { properties, propertyAssignments } from '../../../db/schema';
import { enrolment, farm, insertEnrolments } from '../../../../test/fixtures';
import { assignRegent, call, certifiedProperties, linkRegent, people, person, type Person } from '../../../../test/operations';

const ids = (body: PropertyItem[]) => body.map((p) => p.id).sort((a, b) => a - b);

describe('property lists and assignments (/api/properties)', () => {
  const t = build();
  const { owner, stranger, regent, otherRegent, admin } = people(t, { owner: ['Cliente', 'Dueña'], stranger: ['Cliente', 'Extraño'], regent: ['Regente', 'Regente'], otherRegent: ['Regente', 'Otra Regente'], admin: ['Administrador', 'Admin'] });
  let enabled: number;
  let disabled: number;
  let strangers: number;
  let group: number[];

  beforeAll(async () => {
    [enabled, disabled] = await certifiedProperties(t, owner.id, 2);
    await t.db.update(properties).set({ enabled: false }).where(eq(properties.id, disabled!));
    // an enrolment still under review: its property is not certified
    await insertEnrolments(t.db, [enrolment(owner.id, { status: 'Presentada', dateApproved: undefined, properties: [farm({ fantasyName: 'Finca En Revisión' })] })]);
    [strangers] = await certifiedProperties(t, stranger.id, 1);
    group = await certifiedProperties(t, stranger.id, 3, { categoryConsecutive: '01.02.01.01.01', fullName: 'Cooperativa de Prueba' });
    await linkRegent(t, owner.id, regent.id);
    await assignRegent(t, enabled!, regent.id);
  });

  const list = (who: Person | undefined, path: string, query: Record<string, string> = {}) =>
    call(t, who, 'GET', `/api/properties/${path}`, { query: { page: '1', visibleRecords: '100', ...query } });

  it("lists the client's own enabled certified properties whatever email is sent", async () => {
    const response = await list(owner, 'myenabledproperties', { email: stranger.email });
    expect(response.statusCode).toBe(200);
    expect(response.headers[TOTAL_RECORDS_HEADER]).toBe('1');
    expect(response.json<PropertyItem[]>()).toEqual([
      {
        id: enabled,
        sheetNumber: expect.any(String),
        customerName: 'Ana Prueba Mora',
        province: 'San José',
        canton: 'San José',
        district: 'Carmen',
        fantasyName: expect.stringMatching(/^Finca Prueba/),
        address: 'Camino vecinal, 1 km al norte de la escuela',
        visitationAmount: 2,
        visitationCost: 35000,
        inscriptionId: expect.any(Number),
        isGroup: false,
        certificateStatus: 'Vigente',
        validUntil: expect.stringMatching(/^\d{4}-/),
      },
    ]);
  });

  it('lists every certified property of the client as accepted and as theirs', async () => {
    expect(ids((await list(owner, 'myacceptedproperties')).json())).toEqual([enabled, disabled]);
    expect(ids((await list(owner, 'myproperties')).json())).toEqual([enabled, disabled]);
    expect(ids((await list(stranger, 'myacceptedproperties', { email: owner.email })).json())).toEqual([strangers, ...group]);
  });

  it('lists the properties assigned to a regent, and nothing to another', async () => {
    expect(ids((await list(regent, 'regentproperties')).json())).toEqual([enabled]);
    expect(ids((await list(regent, 'myproperties')).json())).toEqual([enabled]);
    expect((await list(otherRegent, 'regentproperties', { email: regent.email })).json()).toEqual([]);
  });

  it('gives someone who is client and regent both kinds in MisPropiedades', async () => {
    const both = await person(t, ['Cliente', 'Regente'], 'Ambos');
    const [own] = await certifiedProperties(t, both.id, 1);
    await assignRegent(t, strangers!, both.id);
    expect(ids((await list(both, 'myproperties')).json())).toEqual([strangers, own].sort((a, b) => a! - b!));
  });

  it('searches a list by name, farm number or address (Filtered variant too)', async () => {
    const [row] = (await list(owner, 'myacceptedproperties')).json<PropertyItem[]>();
    const found = await list(owner, 'myacceptedproperties/Filtered', { param: row!.sheetNumber! });
    expect(ids(found.json())).toEqual([row!.id]);
    expect((await list(owner, 'myacceptedproperties', { param: 'no existe tal finca' })).json()).toEqual([]);
  });

  it('gives administrators the individual certified properties and the group enrolments apart', async () => {
    const individual = await list(admin, 'certifiedproperties');
    const listed = ids(individual.json());
    expect(listed).toEqual(expect.arrayContaining([enabled, disabled, strangers]));
    for (const id of group) expect(listed).not.toContain(id);
    expect(Number(individual.headers[TOTAL_RECORDS_HEADER])).toBe(listed.length);

    const grouped = await list(admin, 'groupedcertifications');
    expect(grouped.statusCode).toBe(200);
    expect(grouped.headers[TOTAL_RECORDS_HEADER]).toBe('1');
    const [row] = grouped.json<GroupCertification[]>();
    const [first] = await t.db.select({ enrolmentId: properties.enrolmentId }).from(properties).where(eq(properties.id, group[0]!));
    expect(row).toEqual({
      id: first!.enrolmentId,
      fullName: 'Cooperativa de Prueba',
      identification: '109870654',
      category: expect.any(String),
      propertiesCount: 3,
      dateApproved: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it.each([
    ['myenabledproperties', 'regent', 403],
    ['myacceptedproperties', 'admin', 403],
    ['regentproperties', 'owner', 403],
    ['myproperties', 'admin', 403],
    ['certifiedproperties', 'owner', 403],
    ['groupedcertifications', 'regent', 403],
    ['myproperties', undefined, 401],
    ['certifiedproperties', undefined, 401],
  ] as const)('refuses %s to %s', async (path, key, status) => {
    const who = key === 'regent' ? regent : key === 'admin' ? admin : key === 'owner' ? owner : undefined;
    expect((await list(who, path)).statusCode).toBe(status);
  });

  describe('GET item/:id', () => {
    it('answers the owner, an assigned regent and administrators', async () => {
      for (const who of [owner, regent, admin]) {
        const response = await call(t, who, 'GET', `/api/properties/item/${enabled}`);
        expect(response.statusCode).toBe(200);
        expect(response.json<PropertyItem>()).toMatchObject({ id: enabled, visitationCost: 35000 });
      }
    });

    it('is not found for anybody else, and 401 without a token', async () => {
      expect((await call(t, stranger, 'GET', `/api/properties/item/${enabled}`)).statusCode).toBe(404);
      expect((await call(t, regent, 'GET', `/api/properties/item/${disabled}`)).statusCode).toBe(404);
      expect((await call(t, owner, 'GET', '/api/properties/item/999999')).statusCode).toBe(404);
      expect((await call(t, undefined, 'GET', `/api/properties/item/${enabled}`)).statusCode).toBe(401);
    });

    it('keeps the public portfolio routes on the same prefix', async () => {
      expect((await call(t, undefined, 'GET', '/api/properties/portfolio')).statusCode).toBe(200);
      expect((await call(t, undefined, 'GET', `/api/properties/Profile/${enabled}`)).statusCode).toBe(200);
    });
  });

  describe('assignedProperties and assignproperties', () => {
    const assignments = (who: Person | undefined, regentEmail: string) =>
      call(t, who, 'GET', '/api/properties/assignedProperties', {
        query: { regentEmail, clientEmail: stranger.email, page: '1', visibleRecords: '100' },
      });
    const save = (who: Person | undefined, regentEmail: string, payload: unknown) =>
      call(t, who, 'POST', '/api/properties/assignproperties', { query: { regentEmail }, payload });
    const assignedIds = async (regentId: number) =>
      (await t.db.select({ id: propertyAssignments.propertyId }).from(propertyAssignments).where(eq(propertyAssignments.regentId, regentId)))
        .map((row) => row.id)
        .sort((a, b) => a - b);

    it("lists the caller's certified properties with the regent's switch", async () => {
      const response = await assignments(owner, regent.email);
      expect(response.statusCode).toBe(200);
      expect(response.headers[TOTAL_RECORDS_HEADER]).toBe('2');
      expect(response.json<AssignmentItem[]>()).toEqual([
        { id: enabled, isAssigned: true, sheetNumber: expect.any(String), fantasyName: expect.any(String), address: expect.any(String) },
        { id: disabled, isAssigned: false, sheetNumber: expect.any(String), fantasyName: expect.any(String), address: expect.any(String) },
      ]);
    });

    it("answers 404 for a regent who is not one of the caller's", async () => {
      for (const [who, email] of [
        [owner, otherRegent.email],
        [stranger, regent.email],
        [owner, 'nadie@correo.cr'],
      ] as const) {
        const response = await assignments(who, email);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: 404, title: VISIT_MSG.regentNotYours });
      }
      expect((await save(stranger, regent.email, [{ id: strangers, isAssigned: true }])).statusCode).toBe(404);
      expect(await assignedIds(regent.id)).toEqual([enabled]);
    });

    it('assigns and unassigns in one go', async () => {
      const response = await save(owner, regent.email, [
        { id: enabled, isAssigned: false },
        { id: disabled, isAssigned: true },
      ]);
      expect(response.statusCode).toBe(200);
      expect(await assignedIds(regent.id)).toEqual([disabled]);
      const listed = (await assignments(owner, regent.email)).json<AssignmentItem[]>();
      expect(listed.map((a) => [a.id, a.isAssigned])).toEqual([
        [enabled, false],
        [disabled, true],
      ]);
      // back as it was; assigning twice is harmless
      await save(owner, regent.email, [
        { id: enabled, isAssigned: true },
        { id: enabled, isAssigned: true },
        { id: disabled, isAssigned: false },
      ]);
      expect(await assignedIds(regent.id)).toEqual([enabled]);
    });

    it("refuses the whole list when it names a property that is not the caller's certified one", async () => {
      const [underReview] = await t.db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.customerId, owner.id), eq(properties.fantasyName, 'Finca En Revisión')));
      for (const foreign of [strangers, underReview!.id, 999999]) {
        const response = await save(owner, regent.email, [
          { id: disabled, isAssigned: true },
          { id: foreign, isAssigned: true },
        ]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual([VISIT_MSG.propertyNotYours]);
      }
      expect(await assignedIds(regent.id)).toEqual([enabled]);
    });

    it('validates the query and the body', async () => {
      expect((await assignments(owner, 'no-es-correo')).json()).toEqual([MSG.emailInvalid]);
      const bad = await save(owner, regent.email, [{ id: 'x', isAssigned: 'si' }]);
      expect(bad.statusCode).toBe(400);
      expect(Array.isArray(bad.json())).toBe(true);
    });

    it('is for clients only', async () => {
      expect((await assignments(regent, regent.email)).statusCode).toBe(403);
      expect((await save(admin, regent.email, [])).statusCode).toBe(403);
      expect((await save(undefined, regent.email, [])).statusCode).toBe(401);
    });
  });
});
