import { serviceDay, SHIPMENT_MSG, TRANSFER_MSG, type DdsStatement, type OriginCertificate, type OriginTransfer, type Shipment, type ShipmentHolding, type TransferReceiver } from '@portal/shared-api';
import { build } from '../../../test/build';
import { FARM } from '../../../test/fixtures';
import { assignRegent, call, certifiedProperties, person, type Person } from '../../../test/operations';
import { testEngine } from '../../../test/database';
import { ddsSchemaErrors } from '../../../test/dds-schema';

/** About 9.5 ha in Carmen, San José. */
const day = (days = 0) => serviceDay(new Date(), days);
const teak = (volume: number) => ({ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume });

describe(`transfers of origin certificates to certified sawmills and depots (/api/shipments/transfers, ${testEngine()})`, () => {
  const t = build();
  let farmer: Person;
  let sawmill: Person;
  let depot: Person;
  let stranger: Person;
  let regent: Person;
  let admin: Person;
  let farmId: number;
  let sawmillId: number;
  let depotId: number;
  let origin: OriginCertificate;
  let accepted: OriginTransfer;

  beforeAll(async () => {
    farmer = await person(t, 'Cliente', 'Finquero');
    sawmill = await person(t, 'Cliente', 'Aserradero');
    depot = await person(t, 'Cliente', 'Deposito');
    stranger = await person(t, 'Cliente', 'Extraño');
    regent = await person(t, 'Regente', 'Regente');
    admin = await person(t, 'Administrador', 'Admin');
    [farmId] = await certifiedProperties(t, farmer.id, 1);
    [sawmillId] = await certifiedProperties(t, sawmill.id, 1, { categoryConsecutive: '02.01' }, { fantasyName: 'Aserradero La Garza' });
    [depotId] = await certifiedProperties(t, depot.id, 1, { categoryConsecutive: '03.02' }, { fantasyName: 'Depósito El Cruce' });
    await assignRegent(t, farmId!, regent.id);
    expect((await call(t, regent, 'POST', `/api/properties/${farmId}/boundary`, { payload: { geometry: { type: 'Polygon', coordinates: [FARM] }, method: 'gps' } })).statusCode).toBe(201);
    expect((await call(t, admin, 'PUT', `/api/properties/${farmId}/boundary/1`, { payload: { decision: 'Aprobar' } })).statusCode).toBe(204);
    const issued = await call(t, regent, 'POST', '/api/origin', {
      payload: { propertyId: farmId, species: [teak(30)], productForm: 'troza', harvestFrom: day(-5), harvestTo: day(-1), buyerName: null, destination: null, vehiclePlate: null },
    });
    expect(issued.statusCode).toBe(201);
    origin = issued.json<OriginCertificate>();
  });

  const transfer = (who: Person | undefined, payload: object) => call(t, who, 'POST', '/api/shipments/transfers', { payload });
  const decide = (who: Person | undefined, id: number, action: string) => call(t, who, 'POST', `/api/shipments/transfers/${id}/${action}`);
  const remaining = async (who: Person) => {
    const response = await call(t, who, 'GET', '/api/shipments/holdings');
    expect(response.statusCode).toBe(200);
    return response.json<ShipmentHolding[]>().find((row) => row.originNumber === origin.number);
  };
  const ship = (who: Person, volume: number, extra: Record<string, unknown> = {}) =>
    call(t, who, 'POST', '/api/shipments', {
      payload: {
        buyerName: 'Holzimport GmbH',
        buyerCountry: 'DE',
        buyerEmail: 'einkauf@holzimport.example.de',
        hsHeading: '4407',
        description: 'Tablas de teca aserradas',
        netMassKg: 1000,
        volume,
        shippingDate: day(2),
        lines: [{ originNumber: origin.number, volume }],
        ...extra,
      },
    });

  it('lists as receivers only the certified sawmills and depots of others', async () => {
    const response = await call(t, farmer, 'GET', '/api/shipments/transfers/receivers');
    expect(response.statusCode).toBe(200);
    const receivers = response.json<TransferReceiver[]>();
    expect(receivers.map((row) => row.propertyId).sort()).toEqual([sawmillId, depotId].sort());
    expect(receivers.find((row) => row.propertyId === sawmillId)).toMatchObject({ category: 'Aserraderos', name: expect.stringContaining('Aserradero La Garza') });
    const own = (await call(t, sawmill, 'GET', '/api/shipments/transfers/receivers')).json<TransferReceiver[]>();
    expect(own.map((row) => row.propertyId)).toEqual([depotId]);
    expect((await call(t, regent, 'GET', '/api/shipments/transfers/receivers')).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', '/api/shipments/transfers/receivers')).statusCode).toBe(401);
  });

  it('a pending transfer takes its volume from the sender at once; the receiver holds it only once it accepts', async () => {
    const response = await transfer(farmer, { originNumber: origin.number.toLowerCase(), receiverPropertyId: sawmillId, volume: 12.5, reference: 'Factura 001-4432' });
    expect(response.statusCode).toBe(201);
    const pending = response.json<OriginTransfer>();
    expect(pending).toMatchObject({
      originNumber: origin.number,
      senderId: farmer.id,
      receiverId: sawmill.id,
      receiverPropertyId: sawmillId,
      receiverPropertyName: 'Aserradero La Garza',
      volume: 12.5,
      reference: 'Factura 001-4432',
      status: 'Pendiente',
      decidedAt: null,
      incoming: false,
    });
    expect(pending.species.map((line) => line.scientificName)).toEqual(['Tectona grandis']);
    expect((await remaining(farmer))!.remaining).toBe(17.5);
    expect(await remaining(sawmill)).toBeUndefined();

    const seen = (await call(t, sawmill, 'GET', '/api/shipments/transfers')).json<OriginTransfer[]>();
    expect(seen.map((row) => [row.id, row.incoming])).toEqual([[pending.id, true]]);
    expect((await call(t, stranger, 'GET', '/api/shipments/transfers')).json()).toEqual([]);
    expect((await call(t, admin, 'GET', '/api/shipments/transfers')).json<OriginTransfer[]>().map((row) => row.id)).toContain(pending.id);

    // only the receiver decides; the sender may not accept its own; a stranger learns nothing
    expect((await decide(farmer, pending.id, 'accept')).json()).toMatchObject({ status: 403, title: TRANSFER_MSG.receiverOnly });
    expect((await decide(sawmill, pending.id, 'cancel')).json()).toMatchObject({ status: 403, title: TRANSFER_MSG.senderOnly });
    expect((await decide(stranger, pending.id, 'accept')).json()).toMatchObject({ status: 404, title: TRANSFER_MSG.notFound });
    expect((await decide(regent, pending.id, 'accept')).statusCode).toBe(403);
    expect((await decide(sawmill, pending.id, 'approve')).statusCode).toBe(400);

    const done = await decide(sawmill, pending.id, 'accept');
    expect(done.statusCode).toBe(200);
    accepted = done.json<OriginTransfer>();
    expect(accepted).toMatchObject({ status: 'Aceptada', decidedByName: expect.stringContaining('Aserradero'), incoming: true });
    expect((await decide(sawmill, pending.id, 'refuse')).json()).toMatchObject({ status: 409, title: TRANSFER_MSG.decided('Aceptada') });
    expect((await decide(farmer, pending.id, 'cancel')).statusCode).toBe(409);
    expect(await remaining(sawmill)).toMatchObject({ remaining: 12.5, volume: 30, receivedFrom: expect.stringContaining('Finquero') });
    expect((await remaining(farmer))!.remaining).toBe(17.5);
  });

  it('a refused or cancelled transfer gives the volume back to its sender', async () => {
    const refused = (await transfer(farmer, { originNumber: origin.number, receiverPropertyId: depotId, volume: 7.5 })).json<OriginTransfer>();
    expect((await remaining(farmer))!.remaining).toBe(10);
    expect((await decide(depot, refused.id, 'refuse')).json()).toMatchObject({ status: 'Rechazada' });
    expect((await remaining(farmer))!.remaining).toBe(17.5);
    const cancelled = (await transfer(farmer, { originNumber: origin.number, receiverPropertyId: depotId, volume: 2 })).json<OriginTransfer>();
    expect((await decide(farmer, cancelled.id, 'cancel')).json()).toMatchObject({ status: 'Cancelada' });
    expect((await remaining(farmer))!.remaining).toBe(17.5);
    expect(await remaining(depot)).toBeUndefined();
  });

  it('refuses in Spanish: more than the sender holds, an origin certificate not its own, a receiver that is not a certified sawmill or depot, bad input', async () => {
    const over = await transfer(farmer, { originNumber: origin.number, receiverPropertyId: sawmillId, volume: 17.501 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ title: TRANSFER_MSG.exceeds(origin.number, 17.5, 17.501) });
    // the receiver holds 12.5 m³ of it, not the whole certificate
    expect((await transfer(sawmill, { originNumber: origin.number, receiverPropertyId: depotId, volume: 12.501 })).statusCode).toBe(409);
    const notTheirs = await transfer(stranger, { originNumber: origin.number, receiverPropertyId: sawmillId, volume: 1 });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ title: TRANSFER_MSG.notHeld(origin.number) });
    const toFarm = await transfer(sawmill, { originNumber: origin.number, receiverPropertyId: farmId, volume: 1 });
    expect(toFarm.statusCode).toBe(400);
    expect(JSON.stringify(toFarm.json())).toContain(TRANSFER_MSG.receiverNotCertified);
    const toSelf = await transfer(sawmill, { originNumber: origin.number, receiverPropertyId: sawmillId, volume: 1 });
    expect(toSelf.statusCode).toBe(400);
    expect(JSON.stringify(toSelf.json())).toContain(TRANSFER_MSG.receiverSelf);
    const bad = await transfer(farmer, { originNumber: 'CO-1', receiverPropertyId: 'x', volume: -1, reference: 'x'.repeat(61) });
    expect(bad.statusCode).toBe(400);
    const text = JSON.stringify(bad.json());
    for (const message of [TRANSFER_MSG.originNumber, TRANSFER_MSG.receiver, TRANSFER_MSG.volume, TRANSFER_MSG.reference]) expect(text).toContain(message);
    expect((await transfer(regent, { originNumber: origin.number, receiverPropertyId: sawmillId, volume: 1 })).statusCode).toBe(403);
    expect((await transfer(undefined, { originNumber: origin.number, receiverPropertyId: sawmillId, volume: 1 })).statusCode).toBe(401);
  });

  it('the receiver ships from what it holds, never more; a later shipment lists the earlier statements on the same wood as grouped declarations', async () => {
    const over = await ship(sawmill, 12.501);
    expect(over.json()).toMatchObject({ status: 409, title: SHIPMENT_MSG.exceeds(origin.number, 12.5, 12.501) });
    const firstShipment = await ship(sawmill, 5);
    expect(firstShipment.statusCode).toBe(201);
    const earlier = firstShipment.json<Shipment>();
    expect(earlier.builtOn).toEqual([]);
    expect((await call(t, sawmill, 'PUT', `/api/shipments/${earlier.id}/dds`, { payload: { reference: '26CRXVV3VOS4Q2', verification: 'K7PLM2QZ' } })).statusCode).toBe(200);
    expect((await remaining(sawmill))!.remaining).toBe(7.5);
    // the farmer's own shipment of the same certificate, after the sawmill's statement: a buyer's numbers do not
    // travel up the chain to its supplier
    const farmers = (await ship(farmer, 2)).json<Shipment>();
    expect(farmers.builtOn).toEqual([]);
    expect((await call(t, farmer, 'PUT', `/api/shipments/${farmers.id}/dds`, { payload: { reference: '26CRFARM4Q2W7M', verification: 'F4RM8QXC' } })).statusCode).toBe(200);

    // the sawmill's next one builds on its own statement and on its supplier's, the farmer's
    const later = (await ship(sawmill, 7.5)).json<Shipment>();
    expect(later.builtOn).toEqual([
      { code: earlier.code, reference: '26CRXVV3VOS4Q2', verification: 'K7PLM2QZ' },
      { code: farmers.code, reference: '26CRFARM4Q2W7M', verification: 'F4RM8QXC' },
    ]);
    expect(await remaining(sawmill)).toBeUndefined();
    const dds = (await call(t, sawmill, 'GET', `/api/shipments/${later.id}/dds.json`)).json<DdsStatement>();
    expect(dds.statement.groupedDeclarations).toEqual([{ groupedDeclaration: '26CRXVV3VOS4Q2' }, { groupedDeclaration: '26CRFARM4Q2W7M' }]);
    const xml = await call(t, sawmill, 'GET', `/api/shipments/${later.id}/dds.xml`);
    expect(xml.body).toMatch(
      /<dds:groupedDeclarations><eudrCommon:groupedDeclaration[^>]*>26CRXVV3VOS4Q2<\/eudrCommon:groupedDeclaration><\/dds:groupedDeclarations><dds:groupedDeclarations><eudrCommon:groupedDeclaration[^>]*>26CRFARM4Q2W7M<\/eudrCommon:groupedDeclaration><\/dds:groupedDeclarations><\/dds:statement>/,
    );
    expect(await ddsSchemaErrors(xml.body)).toEqual([]);
    // the first one builds on nothing earlier, and says so by leaving the element out
    const first = (await call(t, sawmill, 'GET', `/api/shipments/${earlier.id}/dds.json`)).json<DdsStatement>();
    expect(first.statement).not.toHaveProperty('groupedDeclarations');
  });

  it('twenty transfers and shipments at once from one origin certificate never draw more than its holder has', async () => {
    const left = (await remaining(farmer))!.remaining;
    expect(left).toBe(15.5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? transfer(farmer, { originNumber: origin.number, receiverPropertyId: depotId, volume: 1 }) : ship(farmer, 1))),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(15);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    expect((await remaining(farmer))!.remaining).toBe(0.5);
  });
});
