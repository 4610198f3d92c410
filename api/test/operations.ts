import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@portal/shared-api';
import type { TestApp } from './build';
import { bearer, uniqueEmail } from './fixtures';
import { multipart, SAMPLE, type FilePart } from './multipart';
import { customerRegents, properties, propertyAssignments, userRoles } from '../src/db/schema';
import { enrolment, farm, insertEnrolments } from './fixtures';
import type { EnrolmentSeed, PropertySeed } from '../src/seed/enrolment-history';
import { usersRepository } from '../src/modules/users/repository';

/** Test data of the certification operations: people with tokens, certified properties, links. */

/** The two images of an extra-visit purchase: the CIARGO certificate and the payment voucher. */
export const purchaseImages = (): Record<string, FilePart> => ({
  certificationCIARGO: { name: 'certificado-ciargo.png', content: SAMPLE.png() },
  paymentVoucher: { name: 'comprobante.jpeg', content: SAMPLE.jpeg() },
});

export interface Person {
  id: number;
  email: string;
  name: string;
  token: string;
}

let sequence = 0;

/** A user with the given roles and a token the app itself issued. */
export async function person(t: TestApp, roles: Role | Role[], name = 'Persona'): Promise<Person> {
  const list = Array.isArray(roles) ? roles : [roles];
  sequence += 1;
  const slug = name
    .normalize('NFD')
    .replace(/[^a-zA-Z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.');
  const email = uniqueEmail(slug);
  const repository = usersRepository(t.db);
  const id = await repository.create(
    {
      email,
      passwordHash: '!',
      firstName: name,
      lastName: 'Prueba',
      secondLastName: `N${sequence}`,
      identificationTypeId: 1,
      identifier: String(100000000 + sequence),
      phoneNumber: '8845-1122',
      districtId: null,
    },
    list[0]!,
  );
  for (const extra of list.slice(1)) await t.db.insert(userRoles).values({ userId: id, role: extra });
  const fullName = `${name} Prueba N${sequence}`;
  const { token } = t.app.issueToken({ id, email, fullName, roles: list });
  return { id, email, name: fullName, token };
}

/**
 * The people of the enclosing describe block, by key: each a user with the given roles and name, created in
 * this order before its tests (read their fields inside the tests).
 */
export function people<K extends string>(t: TestApp, cast: Record<K, readonly [Role | Role[], string]>): Record<K, Person> {
  const keys = Object.keys(cast) as K[];
  const created = Object.fromEntries(keys.map((key) => [key, {} as Person])) as Record<K, Person>;
  beforeAll(async () => {
    for (const key of keys) {
      const [roles, name] = cast[key];
      Object.assign(created[key], await person(t, roles, name));
    }
  });
  return created;
}

/** Who an extra-visit purchase involves: its owner with one certified farm, another client, a regent, an administrator. */
export interface PurchaseCast {
  owner: Person;
  stranger: Person;
  regent: Person;
  admin: Person;
  farmId: number;
}

/** The purchase cast of the enclosing describe block, created before its tests (read it inside them). */
export function purchaseCast(t: TestApp): PurchaseCast {
  const cast = {
    ...people(t, { owner: ['Cliente', 'Dueño'], stranger: ['Cliente', 'Ajeno'], regent: ['Regente', 'Regente'], admin: ['Administrador', 'Admin'] }),
    farmId: 0,
  };
  beforeAll(async () => {
    [cast.farmId] = await certifiedProperties(t, cast.owner.id, 1);
  });
  return cast;
}

/** Accepted enrolments of `ownerId` with `count` properties; answers the property ids. */
export async function certifiedProperties(
  t: TestApp,
  ownerId: number,
  count = 1,
  overrides: Partial<EnrolmentSeed> = {},
  property: Partial<PropertySeed> = {},
): Promise<number[]> {
  const seeds = Array.from({ length: count }, (_, i) =>
    farm({ fantasyName: `Finca Prueba ${sequence}-${i + 1}`, sheetNumber: `1-${String(sequence).padStart(6, '0')}-00${i}`, ...property }),
  );
  const [enrolmentId] = await insertEnrolments(t.db, [enrolment(ownerId, { properties: seeds, ...overrides })]);
  const rows = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, enrolmentId!)).orderBy(asc(properties.id));
  return rows.map((row) => row.id);
}

export const linkRegent = (t: TestApp, customerId: number, regentId: number) => t.db.insert(customerRegents).values({ customerId, regentId });

export const assignRegent = (t: TestApp, propertyId: number, regentId: number) =>
  t.db.insert(propertyAssignments).values({ propertyId, regentId });

export const visitsLeft = async (t: TestApp, propertyId: number): Promise<number> => {
  const [row] = await t.db.select({ n: properties.visitationAmount }).from(properties).where(eq(properties.id, propertyId));
  return row!.n;
};

export const setVisitsLeft = (t: TestApp, propertyId: number, n: number) =>
  t.db.update(properties).set({ visitationAmount: n }).where(eq(properties.id, propertyId));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as `who` (anonymous when undefined). */
export function call(
  t: TestApp,
  who: Person | undefined,
  method: Method,
  url: string,
  options: { query?: Record<string, string>; payload?: unknown } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    query: options.query,
    payload: options.payload as object | undefined,
    headers: who ? bearer(who.token) : {},
  });
}

/** Sends a multipart request as `who`. */
export function send(
  t: TestApp,
  who: Person | undefined,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Record<string, FilePart | FilePart[]> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers, ...(who ? bearer(who.token) : {}) } });
}

/** An appointment body for POST /api/appointments, an hour long starting at `start`. */
export const booking = (propertyId: number, certifierId: number, start = new Date(Date.now() + 86_400_000), minutes = 60) => ({
  AppointmentStart: start.toISOString(),
  AppointmentEnd: new Date(start.getTime() + minutes * 60_000).toISOString(),
  CertifierId: certifierId,
  PropertyId: propertyId,
  Notes: 'Revisar linderos y el inventario de trozas',
});
