import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enrolmentTotal, flexFilesOf, powerFieldName, type Category, type EnrolledPropertyInput } from '@portal/shared-api';
import { bearer, clientRegistration, tokenFor } from '../../../test/fixtures';
import { multipart, SAMPLE, type FilePart } from '../../../test/multipart';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { findCategory } from '../categories/repository';

/** Test data of the enrolments module: categories as the browser sees them, submissions, accounts. */

/** Individual, farm based, open all year, with extra area and PSA: 0–100 m³ costs 155 750 + 2 × 35 000. */
export const FARM_CODE = '01.01.01.01.01';
/** Group (3 or more properties), October only. */
export const GROUP_CODE = '01.02.01.01.01';
/** Commercial (sawmill), October only. */
export const SAWMILL_CODE = '02.01';
/** Commercial (timber deposit), open all year. */
export const DEPOSIT_CODE = '03.02';
/** Not the last level of its branch. */
export const BRANCH_CODE = '01.01.01';

export async function categoryOf(db: Database, consecutive: string): Promise<Category> {
  const category = await findCategory(db, { consecutive });
  if (!category) throw new Error(`no category ${consecutive}`);
  return category;
}

let rows = 0;
/** A property of a farm-based category, in Ciudad Quesada, inside the first price range. */
export const property = (overrides: Partial<EnrolledPropertyInput> = {}): EnrolledPropertyInput => {
  rows += 1;
  return {
    rowId: `fila-${rows}`,
    commercialName: `Finca Prueba ${rows}`,
    sheetNumber: `2-${String(100000 + rows)}-000`,
    address: 'Del cruce de Ciudad Quesada 3 km al norte',
    ownership: 'Propio',
    area: 15,
    districtId: 21001,
    volume: 80,
    ...overrides,
  };
};

const pdf = (name: string): FilePart => ({ name, content: SAMPLE.pdf(name), type: 'application/pdf' });

/** The files a natural person's enrolment of `category` needs, with own properties only. */
export function requiredFiles(category: Category): Record<string, FilePart> {
  return {
    identifierFront: { name: 'cedula-frente.jpg', content: SAMPLE.jpeg(), type: 'image/jpeg' },
    identifierBack: { name: 'cedula-reverso.png', content: SAMPLE.png(), type: 'image/png' },
    swornDeclaration: pdf('declaracion.pdf'),
    ...Object.fromEntries(flexFilesOf(category).map((f) => [`flexFile${f.index}`, pdf(`documento-${f.index}.pdf`)])),
  };
}

export interface SubmissionParts {
  fields?: Record<string, string | undefined>;
  properties?: unknown[];
  extraProperties?: unknown[];
  /** Added to (or, when undefined, removed from) the required files. */
  files?: Record<string, FilePart | undefined>;
}

/** The price the browser shows for the properties (their ranges' totals). */
export function totalOf(category: Category, properties: ReadonlyArray<{ volume?: unknown }>): number {
  return enrolmentTotal(
    properties.map((p) => category.categoryPriceRanges.find((r) => r.startingRange <= Number(p.volume) && Number(p.volume) <= r.endingRange)!),
  );
}

/** A multipart body of a valid submission of one own property, with `parts` changing it. */
export function submissionBody(category: Category, parts: SubmissionParts = {}) {
  const properties = parts.properties ?? [property()];
  const fields: Record<string, string | undefined> = {
    categoryId: String(category.id),
    identificationTypeId: '1',
    fullName: 'Rosa Elena Quirós Vargas',
    identification: '204560789',
    districtId: '21001',
    address: 'Barrio San Martín, casa 12',
    emailAddress: 'rosa.quiros@correo.cr',
    phoneNumber: '8888-1234',
    userEmail: 'otra.persona@correo.cr',
    finalPrice: parts.fields && 'finalPrice' in parts.fields ? undefined : String(totalOf(category, properties as Array<{ volume?: unknown }>)),
    properties: JSON.stringify(properties),
    extraProperties: JSON.stringify(parts.extraProperties ?? []),
    ...parts.fields,
  };
  const files = { ...requiredFiles(category), ...parts.files };
  return multipart(
    Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    Object.fromEntries(Object.entries(files).filter((entry): entry is [string, FilePart] => entry[1] !== undefined)),
  );
}

export const powerOf = (rowId: string): Record<string, FilePart> => ({ [powerFieldName(rowId)]: pdf('poder.pdf') });

export const submit = (app: FastifyInstance, token: string | undefined, body: ReturnType<typeof multipart>) =>
  app.inject({ method: 'POST', url: '/api/inscriptions', payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });

/** A new client account: its id and a token. */
export async function newClient(app: FastifyInstance, db: Database): Promise<{ id: number; token: string }> {
  const registration = clientRegistration();
  const response = await app.inject({ method: 'POST', url: '/api/users/AddUser', payload: registration });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, registration.emailAddress));
  return { id: user!.id, token: await tokenFor(app, registration.emailAddress, registration.password) };
}

export async function userId(db: Database, email: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}
