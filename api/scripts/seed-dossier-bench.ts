/**
 * The due-diligence file's data set (npm run bench): one client's shipment drawing from `origins` origin certificates
 * issued on `plots` certified properties, each with its own approved boundary.
 *
 *   DATA_DIR=/tmp/dossier pnpm --filter @portal/api exec tsx scripts/seed-dossier-bench.ts [plots=200] [origins=500]
 *
 * Migrates a fresh embedded database (run it before the server opens the folder), then goes through the API as the
 * portal's people would — the regent proposes each boundary, an administrator approves it, the regent issues the
 * origin certificates, the client records the shipment — in-process, with tokens the app issues. Prints one JSON line:
 * the shipment's id and the client's e-mail and password.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@portal/shared-api';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/client';
import { properties, propertyAssignments } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { localFileStore } from '../src/lib/file-store';
import { usersRepository } from '../src/modules/users';
import { loadOrCreateJwtSecret } from '../src/jwt-secret';
import { acquirePidLock } from '../src/pid-lock';
import { seedReferenceData } from '../src/seed';
import { insertEnrolmentHistory, type PropertySeed } from '../src/seed/enrolment-history';

export const DOSSIER_PASSWORD = 'Expediente1234!';
const DAY = 24 * 60 * 60 * 1000;

/** A plot of about 9 ha: an irregular octagon around its centre, in the hills of Pérez Zeledón. */
function plot(index: number): number[][] {
  const [x, y] = [-83.75 + (index % 20) * 0.01, 9.3 + Math.floor(index / 20) * 0.01];
  const ring = Array.from({ length: 8 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 8;
    const radius = 0.0016 * (1 + 0.15 * Math.sin(angle * 3 + index));
    return [Number((x + radius * Math.cos(angle)).toFixed(7)), Number((y + radius * Math.sin(angle)).toFixed(7))];
  });
  return [...ring, ring[0]!];
}

async function main(): Promise<void> {
  // the app loads shpjs (the boundary files' reader), which reads a browser's `self` as it loads
  (globalThis as { self?: unknown }).self ??= globalThis;
  const { appOptions, buildApp } = await import('../src/app');
  const plots = Number(process.argv[2] ?? 200);
  const origins = Number(process.argv[3] ?? 500);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  fs.mkdirSync(config.dataDir, { recursive: true });
  const lock = acquirePidLock(path.join(config.dataDir, 'server.pid'));
  const handle = await openPglite({ dataDir: path.join(config.dataDir, 'db') });
  const uploads = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'dossier-uploads-'));
  let app: FastifyInstance | undefined;
  try {
    await handle.migrate(seedReferenceData);
    const db = handle.db;
    const passwordHash = await hashPassword(DOSSIER_PASSWORD);
    const account = async (role: Role, email: string, firstName: string) => {
      const id = await usersRepository(db).create(
        { email, passwordHash, firstName, lastName: 'Expediente', identificationTypeId: 1, identifier: '109870654', phoneNumber: '8845-1122', districtId: 11901 },
        role,
      );
      return { id, email };
    };
    const client = await account('Cliente', 'exportadora@expediente.cr', 'Exportadora');
    const regent = await account('Regente', 'regente@expediente.cr', 'Regente');
    const admin = await account('Administrador', 'admin@expediente.cr', 'Administración');

    const farms: PropertySeed[] = Array.from({ length: plots }, (_, i) => ({
      fantasyName: `Finca Expediente ${i + 1}`,
      sheetNumber: `1-${String(700000 + i).padStart(6, '0')}-000`,
      address: 'Camino vecinal, 1 km al norte de la escuela',
      districtId: 11901,
      ownership: 'Propio',
      area: 10,
      certificationArea: 9.5,
      volume: 500,
    }));
    await insertEnrolmentHistory(
      db,
      [
        {
          customerId: client.id,
          categoryConsecutive: '01.01.01.01.01',
          identificationTypeId: 1,
          fullName: 'Exportadora Expediente',
          identification: '109870654',
          districtId: 11901,
          address: 'San Isidro de El General',
          email: client.email,
          phoneNumber: '8845-1122',
          status: 'Aceptada',
          dateSolicited: new Date(Date.now() - 40 * DAY),
          dateApproved: new Date(Date.now() - 30 * DAY),
          properties: farms,
        },
      ],
      { adminId: null },
    );

    app = await buildApp({ ...appOptions(config, db, config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir)), webRoot: undefined, files: localFileStore(uploads) });
    await app.ready();
    const server = app;
    const tokenOf = async (email: string) => (await server.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: DOSSIER_PASSWORD } })).json<{ token: string }>().token;
    const as = (token: string) => async (method: 'POST' | 'PUT', url: string, payload: object, expected: number) => {
      const answer = await server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
      if (answer.statusCode !== expected) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
      return answer;
    };
    const [asClient, asRegent, asAdmin] = await Promise.all([client.email, regent.email, admin.email].map(async (email) => as(await tokenOf(email))));
    const ids = (await db.select({ id: properties.id }).from(properties).where(eq(properties.customerId, client.id)).orderBy(asc(properties.id))).map((row) => row.id);
    await db.insert(propertyAssignments).values(ids.map((propertyId) => ({ propertyId, regentId: regent.id })));
    for (const [index, id] of ids.entries()) {
      await asRegent!('POST', `/api/properties/${id}/boundary`, { geometry: { type: 'Polygon', coordinates: [plot(index)] }, method: 'gps' }, 201);
      await asAdmin!('PUT', `/api/properties/${id}/boundary/1`, { decision: 'Aprobar' }, 204);
    }
    const day = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Costa_Rica' }).format(new Date(Date.now() + days * DAY));
    const numbers: string[] = [];
    for (let i = 0; i < origins; i++) {
      const answer = await asRegent!(
        'POST',
        '/api/origin',
        {
          propertyId: ids[i % ids.length],
          species: [{ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 2 }],
          productForm: 'troza',
          harvestFrom: day(-5),
          harvestTo: day(-1),
          buyerName: null,
          destination: null,
          vehiclePlate: null,
        },
        201,
      );
      numbers.push(answer.json<{ number: string }>().number);
    }
    const shipment = await asClient!(
      'POST',
      '/api/shipments',
      {
        buyerName: 'Holzimport Expediente GmbH',
        buyerCountry: 'DE',
        buyerEmail: 'einkauf@holzimport.example.de',
        hsHeading: '4403',
        description: 'Trozas de teca de plantación',
        netMassKg: 700_000,
        volume: origins,
        shippingDate: day(3),
        lines: numbers.map((originNumber) => ({ originNumber, volume: 1 })),
      },
      201,
    );
    const { id, code } = shipment.json<{ id: number; code: string }>();
    console.log(JSON.stringify({ shipment: { id, code }, email: client.email, password: DOSSIER_PASSWORD, plots: ids.length, origins: numbers.length }));
  } finally {
    await app?.close();
    await handle.close();
    lock.release();
    await fs.promises.rm(uploads, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
