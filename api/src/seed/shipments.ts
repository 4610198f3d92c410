import { and, eq, isNotNull, or } from 'drizzle-orm';
import { serviceDay, type ShipmentInput } from '@portal/shared-api';
import type { Database } from '../db/client';
import { originTransfers, properties, shipments, users } from '../db/schema';
import { shipmentsRepository, transfersRepository } from '../modules/shipments';
import { DEMO_CLIENT_EMAIL, DEMO_SAWMILL_EMAIL } from './demo-accounts';

const DAY = 24 * 60 * 60 * 1000;


/**
 * The demo client's shipments to buyers in the EU, from the origin certificates of its farm (seedDemoOrigin): one
 * shipped last week whose importer filed the statement (its EU numbers recorded), one to ship in two weeks.
 */
const DEMO_SHIPMENTS: ReadonlyArray<{ daysAgo: number; shipsAfter: number; input: Omit<ShipmentInput, 'shippingDate' | 'lines'>; draws: Array<{ holding: number; volume: number }>; dds?: { reference: string; verification: string } }> = [
  {
    daysAgo: 10,
    shipsAfter: 3,
    input: {
      buyerName: 'Holzimport Hanse GmbH',
      buyerCountry: 'DE',
      buyerEmail: 'einkauf@holzimport-hanse.de',
      hsHeading: '4403',
      description: 'Trozas de teca (Tectona grandis) de plantación, sin descortezar, de 2,5 m a 3,1 m de largo',
      netMassKg: 31_850,
      volume: 45,
    },
    draws: [{ holding: 0, volume: 45 }],
    dds: { reference: '26DEHZ8K4Q2W7M', verification: 'VX7QK2PD' },
  },
  {
    daysAgo: 2,
    shipsAfter: 16,
    input: {
      buyerName: 'Houthandel Van der Berg B.V.',
      buyerCountry: 'NL',
      buyerEmail: 'inkoop@vanderberg-hout.nl',
      hsHeading: '4403',
      description: 'Trozas de teca y melina de plantación, descortezadas, de 2,5 m de largo',
      netMassKg: 52_400,
      volume: 80,
    },
    draws: [
      { holding: 0, volume: 30 },
      { holding: 3, volume: 50 },
    ],
  },
];
/** The demo sawmill's establishment (category Aserraderos), which buys logs of the demo client's farm. */
export const DEMO_SAWMILL = 'Aserradero Maderas del Caribe';

type Draw = { holding: number; volume: number };
/**
 * What the demo client's farm hands the sawmill, by the index of its valid origin certificates (oldest first): the
 * melina load the sawmill bought (accepted), teak of the oldest load (accepted), and teak still on its way (pending).
 */
const DEMO_TRANSFERS: ReadonlyArray<Draw & { daysAgo: number; reference: string; acceptedAfterDays?: number }> = [
  { holding: 1, volume: 64.25, daysAgo: 26, reference: 'Guía de transporte C-160233', acceptedAfterDays: 1 },
  { holding: 0, volume: 15, daysAgo: 8, reference: 'Factura 001-00004518', acceptedAfterDays: 1 },
  { holding: 0, volume: 5, daysAgo: 1, reference: 'Factura 001-00004571' },
];

/**
 * The sawmill's shipments of sawn wood, from what it received (by the index of its origin certificates, newest
 * first: the melina, then the teak): one whose importer filed the statement, and a later one of the same melina that builds on it.
 */
const SAWMILL_SHIPMENTS: typeof DEMO_SHIPMENTS = [
  {
    daysAgo: 20,
    shipsAfter: 4,
    input: {
      buyerName: 'Bois Tropicaux Atlantique SARL',
      buyerCountry: 'FR',
      buyerEmail: 'achats@bois-tropicaux-atlantique.fr',
      hsHeading: '4407',
      description: 'Tablas de melina (Gmelina arborea) aserradas y secadas al horno, 25 mm × 150 mm',
      netMassKg: 14_600,
      volume: 22,
    },
    draws: [{ holding: 0, volume: 35 }],
    dds: { reference: '26FRWQ5N8K3T1B', verification: 'M4RT8QXC' },
  },
  {
    daysAgo: 3,
    shipsAfter: 12,
    input: {
      buyerName: 'Timmerhandel Noord B.V.',
      buyerCountry: 'NL',
      buyerEmail: 'inkoop@timmerhandel-noord.nl',
      hsHeading: '4407',
      description: 'Tablas de melina y teca aserradas, cepilladas, 20 mm × 100 mm',
      netMassKg: 13_900,
      volume: 20,
    },
    draws: [
      { holding: 0, volume: 29.25 },
      { holding: 1, volume: 15 },
    ],
  },
];

/** The shipments of `list` recorded for `caller` from its origin certificates `holdings` (by index), with their EU numbers. */
async function recordShipments(repository: ReturnType<typeof shipmentsRepository>, caller: { id: number; email: string; roles: ['Cliente'] }, holdings: Array<{ originNumber: string }>, list: typeof DEMO_SHIPMENTS, now: Date) {
  for (const { daysAgo, shipsAfter, input, draws, dds } of list) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const lines = draws.map(({ holding, volume }) => ({ originNumber: holdings[holding]!.originNumber, volume }));
    const created = await repository.create({ ...input, shippingDate: serviceDay(at, shipsAfter), lines }, caller, at);
    if (dds) await repository.setDdsNumbers(created.id, dds, caller, at);
  }
}

/**
 * Demo mode: the demo client's two shipments, recorded through the shipments module as its screen records them, from
 * the valid origin certificates of its farm (the oldest first). Runs once: nothing happens when the client has a
 * shipment, or no origin certificates.
 */
export async function seedDemoShipments(db: Database, now = new Date()): Promise<void> {
  const [client] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, DEMO_CLIENT_EMAIL));
  if (!client) return;
  const [existing] = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.clientId, client.id)).limit(1);
  if (existing) return;
  const repository = shipmentsRepository(db);
  // the valid origin certificates of the farm, oldest first: teak, melina, melina, and teak with melina
  const holdings = (await repository.holdings(client.id, now)).sort((a, b) => a.issuedAt.localeCompare(b.issuedAt));
  if (holdings.length < 4) return;
  const caller = { id: client.id, email: client.email, roles: ['Cliente'] as ['Cliente'] };
  await recordShipments(repository, caller, holdings, DEMO_SHIPMENTS, now);
  await seedDemoTransfers(db, caller, holdings, now);
}

/**
 * The chain from the farm to a sawmill's buyer abroad: the demo client transfers origin certificates to the demo
 * sawmill, which accepts them (one stays pending) and ships sawn wood from them twice. Runs once, after the demo
 * client's shipments; nothing happens when the sawmill has any transfer.
 */
async function seedDemoTransfers(db: Database, farmer: { id: number; email: string; roles: ['Cliente'] }, holdings: Array<{ originNumber: string }>, now: Date): Promise<void> {
  const [sawmill] = await db
    .select({ id: users.id, email: users.email, propertyId: properties.id })
    .from(users)
    .innerJoin(properties, eq(properties.customerId, users.id))
    // its certified sawmill by name: the same owner may have other properties, in enrolments still under way
    .where(and(eq(users.email, DEMO_SAWMILL_EMAIL), eq(properties.fantasyName, DEMO_SAWMILL), isNotNull(properties.certifiedAt)));
  if (!sawmill) return;
  const [existing] = await db.select({ id: originTransfers.id }).from(originTransfers).where(or(eq(originTransfers.receiverId, sawmill.id), eq(originTransfers.senderId, sawmill.id))).limit(1);
  if (existing) return;
  const transfers = transfersRepository(db);
  const caller = { id: sawmill.id, email: sawmill.email, roles: ['Cliente'] as ['Cliente'] };
  for (const { holding, volume, daysAgo, reference, acceptedAfterDays } of DEMO_TRANSFERS) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const sent = await transfers.create({ originNumber: holdings[holding]!.originNumber, receiverPropertyId: sawmill.propertyId, volume, reference }, farmer, at);
    if (acceptedAfterDays !== undefined) await transfers.decide(sent.id, 'accept', caller, new Date(at.getTime() + acceptedAfterDays * DAY));
  }
  const repository = shipmentsRepository(db);
  const received = (await repository.holdings(sawmill.id, now)).sort((a, b) => a.issuedAt.localeCompare(b.issuedAt)).reverse();
  await recordShipments(repository, caller, received, SAWMILL_SHIPMENTS, now);
}
