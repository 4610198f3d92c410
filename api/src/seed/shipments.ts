import { eq } from 'drizzle-orm';
import { serviceDay, type ShipmentInput } from '@portal/shared-api';
import type { Database } from '../db/client';
import { shipments, users } from '../db/schema';
import { shipmentsRepository } from '../modules/shipments';
import { DEMO_CLIENT_EMAIL } from './demo-accounts';

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
  const caller = { id: client.id, email: client.email, roles: ['Cliente' as const] };
  for (const { daysAgo, shipsAfter, input, draws, dds } of DEMO_SHIPMENTS) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const lines = draws.map(({ holding, volume }) => ({ originNumber: holdings[holding]!.originNumber, volume }));
    const created = await repository.create({ ...input, shippingDate: serviceDay(at, shipsAfter), lines }, caller, at);
    if (dds) await repository.setDdsNumbers(created.id, dds, caller, at);
  }
}
