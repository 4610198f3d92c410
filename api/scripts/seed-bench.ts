/**
 * Load-test data set (not demo data): fills a fresh database with certified properties.
 *
 *   DATA_DIR=/tmp/bench pnpm --filter @portal/api exec tsx scripts/seed-bench.ts [rows=50000] [chatClients=2000]
 *   DATABASE_URL=postgres://…/empty_db JWT_SECRET=… pnpm --filter @portal/api exec tsx scripts/seed-bench.ts …
 *
 * Migrates, seeds the reference data, then writes accepted enrolments (1–3 properties each, group
 * categories 3) with their history, in batches, spread over the real districts and the category
 * tree; names are drawn from Costa Rican first names and surnames with a fixed seed, so every run
 * builds the same data. It also writes the chat clients of the polling bench, each with one active
 * conversation. On PGlite run it before the server starts (one process per directory); with DATABASE_URL it
 * fills that PostgreSQL database (a new, empty one).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { BOUNDARY_STATUS } from '@portal/shared-api';
import { checkBoundary } from '@portal/shared-api/geo';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type Database, type DatabaseHandle, type PgliteHandle } from '../src/db/client';
import { categories, categoryPriceRanges, chatMessages, conversations, districts, properties, propertyBoundaries, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { seedReferenceData } from '../src/seed';
import { insertEnrolmentHistory, type EnrolmentSeed, type PropertySeed } from '../src/seed/enrolment-history';
import { acquirePidLock } from '../src/pid-lock';

const BATCH = 1000;
const DAY = 24 * 60 * 60 * 1000;

const NAMES = {
  female: ['María', 'Ana', 'Carmen', 'Laura', 'Sofía', 'Gabriela', 'Patricia', 'Lucía', 'Rosa', 'Elena', 'Daniela', 'Silvia', 'Adriana', 'Marcela', 'Natalia', 'Verónica', 'Karla', 'Yolanda', 'Ximena', 'Rebeca'],
  male: ['José', 'Juan', 'Luis', 'Carlos', 'Jorge', 'Andrés', 'Manuel', 'Diego', 'Fernando', 'Ricardo', 'Alejandro', 'Mario', 'Rafael', 'Esteban', 'Gerardo', 'Óscar', 'Rodolfo', 'Mauricio', 'Álvaro', 'Ignacio'],
};
const MIDDLE_NAMES = {
  female: ['Fernanda', 'Isabel', 'Lucía', 'Eugenia', 'Gabriela', 'Alejandra', 'Cristina', ''],
  male: ['Pablo', 'Alberto', 'Antonio', 'Enrique', 'Francisco', 'Andrés', 'Eduardo', ''],
};
const SURNAMES = ['Rodríguez', 'Vargas', 'Jiménez', 'Mora', 'Rojas', 'Alvarado', 'Solís', 'Hernández', 'Araya', 'Castro', 'Chaves', 'Sánchez', 'Ramírez', 'Quesada', 'Calderón', 'Brenes', 'Ulate', 'Campos', 'Zúñiga', 'Pérez', 'Soto', 'Salazar', 'Méndez', 'Núñez', 'Villalobos', 'Fonseca', 'Cordero', 'Arias', 'Madrigal', 'Segura', 'Murillo', 'Gómez', 'Espinoza', 'Monge', 'Picado', 'Valverde', 'Umaña', 'Badilla', 'Cascante', 'Barquero', 'Obando', 'Porras', 'Gutiérrez', 'Leiva', 'Acuña', 'Sibaja', 'Cerdas', 'Bonilla', 'Carvajal', 'Chacón'];
const COMPANY_KINDS = ['Maderas', 'Forestal', 'Reforestadora', 'Aserradero', 'Agroforestal', 'Inversiones Forestales', 'Depósito de Maderas', 'Comercializadora de Madera'];
const COMPANY_FORMS = ['S.A.', 'S.R.L.', 'Ltda.', 'R.L.'];
const FARM_NAMES = ['El Roble', 'La Esperanza', 'Los Guayacanes', 'San Rafael', 'El Cedro', 'La Montaña', 'Santa Elena', 'Las Palmas', 'El Laurel', 'La Ceiba', 'Los Almendros', 'El Pochote', 'La Teca', 'El Cenízaro', 'Bella Vista', 'El Porvenir', 'Río Frío', 'La Quebrada', 'Monte Verde', 'El Jobo', 'Las Brisas', 'San Jorge', 'La Fortuna', 'Los Cocobolos', 'El Guanacaste'];
const LANDMARKS = ['de la escuela', 'de la iglesia', 'de la plaza de deportes', 'del puente', 'del cementerio', 'del puesto de salud', 'de la pulpería', 'del salón comunal'];
const DIRECTIONS = ['norte', 'sur', 'este', 'oeste'];
const OWNERSHIPS = ['Propio', 'Propio', 'Propio', 'Alquilado', 'Prestado', 'Usufructo'];

/** A small seeded generator (mulberry32): the same data on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

type Random = ReturnType<typeof random>;

function personName(r: Random): string {
  const gender = r.next() < 0.5 ? 'female' : 'male';
  return [r.pick(NAMES[gender]), r.pick(MIDDLE_NAMES[gender]), r.pick(SURNAMES), r.pick(SURNAMES)].filter(Boolean).join(' ');
}
const personalId = (r: Random) => `${r.int(1, 7)}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;
const businessId = (r: Random) => `3-101-${String(r.int(0, 999_999)).padStart(6, '0')}`;
const phone = (r: Random) => `${r.pick(['2', '6', '7', '8'])}${r.int(100, 999)}-${String(r.int(0, 9999)).padStart(4, '0')}`;
const directions = (r: Random) => `${r.int(1, 9) * 100} metros al ${r.pick(DIRECTIONS)} ${r.pick(LANDMARKS)}`;

interface Category {
  consecutive: string;
  isGroup: boolean;
  farmBased: boolean;
  maxVolume: number;
}

async function leafCategories(db: Database): Promise<Category[]> {
  const rows = await db
    .select({ consecutive: categories.consecutive, isGroup: categories.isGroup, maxVolume: sql<number>`max(${categoryPriceRanges.endingRange})::float8` })
    .from(categories)
    .innerJoin(categoryPriceRanges, eq(categoryPriceRanges.categoryId, categories.id))
    .groupBy(categories.id);
  return rows.map((row) => ({ ...row, farmBased: row.consecutive.startsWith('01'), maxVolume: Number(row.maxVolume) }));
}

async function createCustomers(db: Database, count: number, r: Random): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => ({
      email: `titular.${start + i + 1}@carga.cr`,
      // no login: these accounts only hold enrolments
      passwordHash: '!',
      firstName: r.pick(r.next() < 0.5 ? NAMES.female : NAMES.male),
      lastName: r.pick(SURNAMES),
      secondLastName: r.pick(SURNAMES),
      identificationTypeId: 1,
      identifier: personalId(r),
      phoneNumber: phone(r),
      districtId: null,
    }));
    const created = await db.insert(users).values(rows).returning({ id: users.id });
    await db.insert(userRoles).values(created.map(({ id }) => ({ userId: id, role: 'Cliente' as const })));
    ids.push(...created.map(({ id }) => id));
  }
  return ids;
}

function propertyFor(category: Category, districtId: number, r: Random, owner: string): PropertySeed {
  const area = Math.round(r.next() * 9000 + 50) / 100;
  const volume = Math.round(r.next() * Math.min(category.maxVolume, 2000) * 100) / 100;
  if (!category.farmBased) {
    return { fantasyName: `${r.pick(['Aserradero', 'Depósito', 'Maderas'])} ${owner.split(' ').at(-1)}`, address: directions(r), districtId, ownership: r.pick(OWNERSHIPS), area, volume };
  }
  return {
    fantasyName: `Finca ${r.pick(FARM_NAMES)}`,
    sheetNumber: `${Math.floor(districtId / 10_000)}-${String(r.int(1, 999_999)).padStart(6, '0')}-${String(r.int(0, 3)).padStart(3, '0')}`,
    address: `${directions(r)}, camino ${r.pick(['lastreado', 'de tierra', 'asfaltado'])}`,
    districtId,
    ownership: r.pick(OWNERSHIPS),
    area,
    certificationArea: Math.round(area * (0.6 + r.next() * 0.4) * 100) / 100,
    psaNumber: r.next() < 0.4 ? `PSA-${r.int(2015, 2025)}-${String(r.int(1, 9999)).padStart(4, '0')}` : undefined,
    volume,
  };
}

function enrolmentFor(customerId: number, categoriesList: Category[], districtIds: number[], r: Random, now: number): EnrolmentSeed {
  const category = r.pick(categoriesList);
  const legal = !category.farmBased || category.isGroup ? r.next() < 0.6 : r.next() < 0.1;
  const fullName = personName(r);
  const owner = legal ? `${r.pick(COMPANY_KINDS)} ${r.pick(SURNAMES)} ${r.pick(COMPANY_FORMS)}` : fullName;
  const homeDistrict = r.pick(districtIds);
  // a group enrolment holds three properties or more, near each other
  const count = category.isGroup ? 3 : r.pick([1, 1, 1, 2]);
  const nearby = districtIds.filter((id) => Math.floor(id / 100) === Math.floor(homeDistrict / 100));
  const approved = now - r.int(0, 3 * 365) * DAY - r.int(0, DAY);
  return {
    customerId,
    categoryConsecutive: category.consecutive,
    identificationTypeId: legal ? 2 : 1,
    fullName,
    identification: personalId(r),
    legalName: legal ? owner : undefined,
    businessIdentification: legal ? businessId(r) : undefined,
    districtId: homeDistrict,
    address: directions(r),
    email: `inscripcion.${customerId}@carga.cr`,
    phoneNumber: phone(r),
    status: 'Aceptada',
    dateSolicited: new Date(approved - r.int(10, 60) * DAY),
    dateApproved: new Date(approved),
    remediated: r.next() < 0.2,
    properties: Array.from({ length: count }, () => propertyFor(category, r.pick(nearby), r, owner)),
  };
}

/** The accounts of the chat polling bench: chat.{n}@carga.cr, each with an active conversation. */
const CHAT_CLIENT_PASSWORD = 'Carga1234!';

async function createChatClients(db: Database, count: number): Promise<void> {
  // one hash for all: argon2 is slow on purpose, and the bench logs each account in
  const passwordHash = await hashPassword(CHAT_CLIENT_PASSWORD);
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `chat.${start + i + 1}@carga.cr`,
          passwordHash,
          firstName: 'Cliente',
          lastName: `Chat ${start + i + 1}`,
          identificationTypeId: 1,
          identifier: String(300_000_000 + start + i),
          phoneNumber: '8888-0000',
          districtId: null,
        })),
      )
      .returning({ id: users.id });
    await db.insert(userRoles).values(created.map(({ id }) => ({ userId: id, role: 'Cliente' as const })));
    const threads = await db
      .insert(conversations)
      .values(created.map(({ id }) => ({ customerId: id, subject: 'Consulta sobre la visita' })))
      .returning({ id: conversations.id, customerId: conversations.customerId });
    await db.insert(chatMessages).values(threads.map((t) => ({ conversationId: t.id, authorId: t.customerId, text: '¿Ya tienen fecha para la visita de mi finca?' })));
  }
}

/**
 * An approved, published boundary for every certified property: a 9-vertex ring of about its enrolled
 * area around a random point of Costa Rica (a point for 4 ha or less), each checked by checkBoundary as a
 * real one would be; for the portfolio's EU file and maps.
 */
async function createBoundaries(db: Database, r: ReturnType<typeof random>): Promise<void> {
  let after = 0;
  let written = 0;
  for (;;) {
    const rows = await db
      .select({ id: properties.id, area: properties.certificationArea, fallback: properties.area })
      .from(properties)
      .where(and(isNotNull(properties.certifiedAt), gt(properties.id, after)))
      .orderBy(asc(properties.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    const values = rows.map((row) => {
      const hectares = row.area ?? row.fallback ?? 10;
      for (;;) {
        const lon = -85.9 + r.next() * 3.3;
        const lat = 8.2 + r.next() * 2.9;
        const geometry = hectares <= 4 ? { type: 'Point', coordinates: [lon, lat] } : { type: 'Polygon', coordinates: [ringOf(lon, lat, hectares)] };
        const check = checkBoundary(geometry);
        if (!check.ok) continue;
        const s = check.summary!;
        return {
          propertyId: row.id, version: 1, status: BOUNDARY_STATUS.approved, geometry: check.geometry!, geometryType: check.geometry!.type,
          areaHectares: s.areaHectares, west: s.bbox[0], south: s.bbox[1], east: s.bbox[2], north: s.bbox[3],
          centroidLon: s.centroid[0], centroidLat: s.centroid[1], vertices: s.vertices, method: 'archivo' as const, decidedAt: new Date(),
        };
      }
    });
    await db.insert(propertyBoundaries).values(values);
    await db.update(properties).set({ boundaryPublic: true }).where(and(gt(properties.id, after), lte(properties.id, rows[rows.length - 1]!.id)));
    after = rows[rows.length - 1]!.id;
    written += rows.length;
    process.stdout.write(`\r${written} límites aprobados y publicados`);
  }
  console.log('');
}

/** A 9-vertex ring around (lon, lat) of roughly `hectares` (a circle's radius; the check computes the true area). */
function ringOf(lon: number, lat: number, hectares: number): number[][] {
  const radius = Math.sqrt((hectares * 10_000) / Math.PI) / 111_320;
  const ring = Array.from({ length: 9 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 9;
    return [Math.round((lon + (radius * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180)) * 1e7) / 1e7, Math.round((lat + radius * Math.sin(angle)) * 1e7) / 1e7];
  });
  return [...ring, ring[0]!];
}

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? 50_000);
  const chatClients = Number(process.argv[3] ?? 2000);
  if (!Number.isInteger(rows) || rows < 1) throw new Error('the row count must be a positive integer');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  let handle: DatabaseHandle;
  let lock: { release(): void } | undefined;
  if (config.databaseUrl) {
    handle = await openPostgres(config.databaseUrl, config.postgres);
  } else {
    fs.mkdirSync(config.dataDir, { recursive: true });
    lock = acquirePidLock(path.join(config.dataDir, 'server.pid'));
    handle = await openPglite({ dataDir: path.join(config.dataDir, 'db') });
  }
  try {
    const started = performance.now();
    await handle.migrate(seedReferenceData);
    const db = handle.db;
    const r = random(20_240_601);
    const categoriesList = await leafCategories(db);
    const districtIds = (await db.select({ id: districts.id }).from(districts)).map((d) => d.id);
    const customers = await createCustomers(db, Math.ceil(rows / 8), r);

    const now = Date.now();
    let written = 0;
    while (written < rows) {
      const batch: EnrolmentSeed[] = [];
      let inBatch = 0;
      while (batch.length < BATCH && written + inBatch < rows) {
        const seed = enrolmentFor(r.pick(customers), categoriesList, districtIds, r, now);
        seed.properties = seed.properties.slice(0, rows - written - inBatch);
        inBatch += seed.properties.length;
        batch.push(seed);
      }
      await insertEnrolmentHistory(db, batch, { adminId: null });
      written += inBatch;
      process.stdout.write(`\r${written} / ${rows} propiedades certificadas`);
    }
    await createBoundaries(db, r);
    await createChatClients(db, chatClients);
    console.log(`\n${chatClients} clientes con una conversación activa (chat.N@carga.cr)`);
    // fresh statistics and visibility map, as autovacuum would leave them on a server
    if ('client' in handle) await (handle as PgliteHandle).client.exec('VACUUM ANALYZE');
    else await db.execute(sql`VACUUM ANALYZE`);
    const where = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : config.dataDir;
    console.log(`\nDatos de carga listos en ${Math.round((performance.now() - started) / 1000)} s (${where}, ${handle.driver})`);
  } finally {
    await handle.close();
    lock?.release();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
