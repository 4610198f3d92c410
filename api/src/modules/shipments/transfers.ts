import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CERTIFICATE_STATUS,
  ORIGIN_STATUS,
  RECEIVING_CATEGORIES,
  TRANSFER_MSG,
  TRANSFER_STATUS,
  litres,
  roundVolume,
  type CertificateLifecycleStatus,
  type OriginStatus,
  type OriginTransfer,
  type TransferAction,
  type TransferInput,
  type TransferReceiver,
  type TransferStatus,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { categories, originCertificates, originTransfers, properties, shipmentLines, shipments, users } from '../../db/schema';
import type { Caller } from '../../domain/operations/caller';
import { hasRole } from '../../domain/operations/caller';
import { personName } from '../../domain/operations/sql';
import { propertyName } from '../../domain/property-name';
import { HttpProblem, ValidationFailure } from '../../lib/problem';
import { issuable, statusAt } from '../certificates';
import { originSpecies } from '../origin';

/** The transfers that hold volume: a pending one already counts against its sender, an accepted one for its receiver. */
const HOLDING = [TRANSFER_STATUS.pending, TRANSFER_STATUS.accepted];

/**
 * What `clientId` holds of an origin certificate (m³, as SQL on `origin_certificates`): all of it when it was issued on
 * the client's own property, plus what was transferred to the client and accepted, less what the client handed on
 * (pending or accepted) and shipped. `held` says whether the client holds it at all (own, or received).
 */
export function holding(clientId: number): { held: SQL<boolean>; remaining: SQL<string> } {
  const received = sql`coalesce((select sum(t.volume) from ${originTransfers} t where t.origin_certificate_id = ${originCertificates.id} and t.receiver_id = ${clientId} and t.status = ${TRANSFER_STATUS.accepted}), 0)`;
  const handedOn = sql`coalesce((select sum(t.volume) from ${originTransfers} t where t.origin_certificate_id = ${originCertificates.id} and t.sender_id = ${clientId} and t.status in (${sql.join(
    HOLDING.map((status) => sql`${status}`),
    sql`, `,
  )})), 0)`;
  const shipped = sql`coalesce((select sum(l.volume) from ${shipmentLines} l join ${shipments} s on s.id = l.shipment_id where l.origin_certificate_id = ${originCertificates.id} and s.client_id = ${clientId}), 0)`;
  const own = sql`${properties.customerId} = ${clientId}`;
  return {
    held: sql<boolean>`(${own} or exists (select 1 from ${originTransfers} t where t.origin_certificate_id = ${originCertificates.id} and t.receiver_id = ${clientId} and t.status = ${TRANSFER_STATUS.accepted}))`,
    remaining: sql<string>`(case when ${own} then ${originCertificates.volume} else 0 end) + ${received} - ${handedOn} - ${shipped}`,
  };
}

/** m³ of a numeric SQL answer, to the litre. */
const cubic = (value: string | number) => roundVolume(litres(Number(value)) / 1000);

/**
 * The origin certificates of `numbers`, locked (in id order, so two writers never wait on each other crosswise), with
 * what `clientId` holds of each, read in a statement of its own once the rows are locked: in PostgreSQL a statement
 * that waited for a lock sees the others' writes only from its start. Every shipment and transfer that draws from an
 * origin certificate takes this lock first, so racing draws are served one after the other and never overdraw it.
 */
export async function lockHeld(tx: Pick<Database, 'select'>, clientId: number, numbers: readonly string[]) {
  const locked = await tx
    .select({
      id: originCertificates.id,
      number: originCertificates.number,
      status: originCertificates.status,
      certificateStatus: properties.certificateStatus,
      validUntil: properties.validUntil,
    })
    .from(originCertificates)
    .innerJoin(properties, eq(properties.id, originCertificates.propertyId))
    .where(inArray(originCertificates.number, [...numbers]))
    .orderBy(asc(originCertificates.id))
    .for('update', { of: originCertificates });
  if (locked.length === 0) return new Map<string, (typeof locked)[number] & { held: boolean; remaining: number }>();
  const { held, remaining } = holding(clientId);
  const amounts = await tx
    .select({ id: originCertificates.id, held, remaining })
    .from(originCertificates)
    .innerJoin(properties, eq(properties.id, originCertificates.propertyId))
    .where(inArray(originCertificates.id, locked.map((row) => row.id)));
  const byId = new Map(amounts.map((row) => [row.id, row]));
  return new Map(locked.map((row) => [row.number, { ...row, held: Boolean(byId.get(row.id)?.held), remaining: cubic(byId.get(row.id)?.remaining ?? 0) }]));
}

/** The status of the certificate of an origin certificate's property now (Retirada when it has none). */
export const certificateNow = (row: { certificateStatus: string | null; validUntil: Date | null }, now: Date): CertificateLifecycleStatus =>
  row.certificateStatus ? statusAt(row.certificateStatus as CertificateLifecycleStatus, row.validUntil, now) : CERTIFICATE_STATUS.withdrawn;

/**
 * Transfers of origin certificates between clients: the holder of an origin certificate hands volume to the certified
 * sawmill or timber depot that buys the logs; the receiver accepts or refuses it; the sender may cancel it while it
 * is pending. Only the two clients (and the administrators, who read them all) see a transfer.
 */
export function transfersRepository(db: Database) {
  const sender = alias(users, 'sender');
  const receiver = alias(users, 'receiver');
  const decider = alias(users, 'decider');
  const origin = alias(properties, 'origin_property');
  const columns = {
    id: originTransfers.id,
    originId: originCertificates.id,
    originNumber: originCertificates.number,
    originStatus: originCertificates.status,
    originPropertyId: origin.id,
    originFantasyName: origin.fantasyName,
    originSheetNumber: origin.sheetNumber,
    senderId: originTransfers.senderId,
    senderName: personName(sender),
    receiverId: originTransfers.receiverId,
    receiverName: personName(receiver),
    receiverPropertyId: properties.id,
    receiverFantasyName: properties.fantasyName,
    receiverSheetNumber: properties.sheetNumber,
    volume: originTransfers.volume,
    reference: originTransfers.reference,
    status: originTransfers.status,
    createdAt: originTransfers.createdAt,
    decidedAt: originTransfers.decidedAt,
    decidedByName: sql<string | null>`case when ${decider.id} is null then null else ${personName(decider)} end`,
  };
  const listed = () =>
    db
      .select(columns)
      .from(originTransfers)
      .innerJoin(originCertificates, eq(originCertificates.id, originTransfers.originCertificateId))
      .innerJoin(origin, eq(origin.id, originCertificates.propertyId))
      .innerJoin(sender, eq(sender.id, originTransfers.senderId))
      .innerJoin(receiver, eq(receiver.id, originTransfers.receiverId))
      .innerJoin(properties, eq(properties.id, originTransfers.receiverPropertyId))
      .leftJoin(decider, eq(decider.id, originTransfers.decidedById))
      .$dynamic();

  /** Who may read a transfer: its two clients, and the administrators. */
  const readable = (caller: Caller): SQL | undefined =>
    hasRole(caller, 'Administrador') ? undefined : or(eq(originTransfers.senderId, caller.id), eq(originTransfers.receiverId, caller.id));

  async function toItems(rows: Array<Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number]>, caller: Caller): Promise<OriginTransfer[]> {
    const species = await originSpecies(db, [...new Set(rows.map((row) => row.originId))]);
    return rows.map((row) => ({
      id: row.id,
      originNumber: row.originNumber,
      originStatus: row.originStatus as OriginStatus,
      propertyName: propertyName({ id: row.originPropertyId, fantasyName: row.originFantasyName, sheetNumber: row.originSheetNumber }),
      species: species.get(row.originId) ?? [],
      senderId: row.senderId,
      senderName: row.senderName,
      receiverId: row.receiverId,
      receiverName: row.receiverName,
      receiverPropertyId: row.receiverPropertyId,
      receiverPropertyName: propertyName({ id: row.receiverPropertyId, fantasyName: row.receiverFantasyName, sheetNumber: row.receiverSheetNumber }),
      volume: Number(row.volume),
      reference: row.reference,
      status: row.status as TransferStatus,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedByName: row.decidedByName,
      incoming: row.receiverId === caller.id,
    }));
  }

  async function one(id: number, caller: Caller): Promise<OriginTransfer> {
    const rows = await listed().where(and(eq(originTransfers.id, id), readable(caller)));
    if (rows.length === 0) throw new HttpProblem(404, TRANSFER_MSG.notFound);
    return (await toItems(rows, caller))[0]!;
  }

  /** The certified sawmills and depots a client may transfer to (Vigente now, not the client's own). */
  async function receivers(caller: Caller, now: Date, propertyId?: number): Promise<Array<TransferReceiver & { customerId: number }>> {
    const rows = await db
      .select({
        propertyId: properties.id,
        fantasyName: properties.fantasyName,
        sheetNumber: properties.sheetNumber,
        ownerName: properties.ownerName,
        customerId: properties.customerId,
        category: categories.name,
        certificateStatus: properties.certificateStatus,
        validUntil: properties.validUntil,
      })
      .from(properties)
      .innerJoin(categories, eq(categories.id, properties.categoryId))
      .where(
        and(
          inArray(categories.consecutive, [...RECEIVING_CATEGORIES]),
          eq(properties.certificateStatus, CERTIFICATE_STATUS.valid),
          ne(properties.customerId, caller.id),
          propertyId === undefined ? undefined : eq(properties.id, propertyId),
        ),
      )
      .orderBy(asc(properties.fantasyName), asc(properties.id));
    return rows
      .filter((row) => issuable(certificateNow(row, now)))
      .map((row) => ({
        propertyId: row.propertyId,
        name: `${propertyName({ id: row.propertyId, fantasyName: row.fantasyName, sheetNumber: row.sheetNumber })} · ${row.ownerName ?? ''}`.replace(/ · $/, ''),
        category: row.category,
        customerId: row.customerId,
      }));
  }

  return {
    /** The certified sawmills and timber depots the calling client may transfer origin certificates to. */
    async receivers(caller: Caller, now = new Date()): Promise<TransferReceiver[]> {
      return (await receivers(caller, now)).map(({ customerId: _, ...receiver }) => receiver);
    },

    /** The caller's transfers, sent and received (every one for an administrator), newest first. */
    async list(caller: Caller): Promise<OriginTransfer[]> {
      const rows = await listed()
        .where(readable(caller))
        .orderBy(desc(originTransfers.createdAt), desc(originTransfers.id))
        .limit(500);
      return toItems(rows, caller);
    },

    /**
     * Hands volume of an origin certificate the caller holds to a certified sawmill or depot, in one transaction that
     * locks the origin certificate (as a shipment does): it must be valid, its property's certificate Vigente, and the
     * volume within what the caller holds of it once every shipment and transfer is counted.
     */
    async create(input: TransferInput, caller: Caller, now = new Date()): Promise<OriginTransfer> {
      const [target] = await receivers(caller, now, input.receiverPropertyId);
      if (!target) {
        const [own] = await db.select({ id: properties.id }).from(properties).where(and(eq(properties.id, input.receiverPropertyId), eq(properties.customerId, caller.id)));
        throw new ValidationFailure([own ? TRANSFER_MSG.receiverSelf : TRANSFER_MSG.receiverNotCertified]);
      }
      const id = await db.transaction(async (tx) => {
        const row = (await lockHeld(tx, caller.id, [input.originNumber])).get(input.originNumber);
        if (!row || !row.held) throw new HttpProblem(404, TRANSFER_MSG.notHeld(input.originNumber));
        if (row.status === ORIGIN_STATUS.annulled) throw new HttpProblem(409, TRANSFER_MSG.annulled(input.originNumber));
        const status = certificateNow(row, now);
        if (!issuable(status)) throw new HttpProblem(409, TRANSFER_MSG.notInForce(input.originNumber, status));
        if (litres(input.volume) > litres(row.remaining)) throw new HttpProblem(409, TRANSFER_MSG.exceeds(input.originNumber, row.remaining, input.volume));
        const [created] = await tx
          .insert(originTransfers)
          .values({
            originCertificateId: row.id,
            senderId: caller.id,
            receiverId: target.customerId,
            receiverPropertyId: target.propertyId,
            volume: roundVolume(input.volume),
            reference: input.reference || null,
            createdAt: now,
          })
          .returning({ id: originTransfers.id });
        return created!.id;
      });
      return one(id, caller);
    },

    /**
     * The receiver accepts or refuses a pending transfer; its sender cancels it. Anyone else learns nothing of it (404);
     * the other party is refused (403); a transfer already decided is 409. Accepting an origin certificate annulled
     * since is refused (409): the receiver refuses it instead.
     */
    async decide(id: number, action: TransferAction, caller: Caller, now = new Date()): Promise<OriginTransfer> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ senderId: originTransfers.senderId, receiverId: originTransfers.receiverId, status: originTransfers.status, originStatus: originCertificates.status, originNumber: originCertificates.number })
          .from(originTransfers)
          .innerJoin(originCertificates, eq(originCertificates.id, originTransfers.originCertificateId))
          .where(eq(originTransfers.id, id))
          .for('update', { of: originTransfers });
        if (!row || (row.senderId !== caller.id && row.receiverId !== caller.id)) throw new HttpProblem(404, TRANSFER_MSG.notFound);
        if (action === 'cancel' && row.senderId !== caller.id) throw new HttpProblem(403, TRANSFER_MSG.senderOnly);
        if (action !== 'cancel' && row.receiverId !== caller.id) throw new HttpProblem(403, TRANSFER_MSG.receiverOnly);
        if (row.status !== TRANSFER_STATUS.pending) throw new HttpProblem(409, TRANSFER_MSG.decided(row.status as TransferStatus));
        if (action === 'accept' && row.originStatus === ORIGIN_STATUS.annulled) throw new HttpProblem(409, TRANSFER_MSG.annulled(row.originNumber));
        const status = { accept: TRANSFER_STATUS.accepted, refuse: TRANSFER_STATUS.refused, cancel: TRANSFER_STATUS.cancelled }[action];
        await tx.update(originTransfers).set({ status, decidedAt: now, decidedById: caller.id }).where(eq(originTransfers.id, id));
      });
      return one(id, caller);
    },
  };
}

export type TransfersRepository = ReturnType<typeof transfersRepository>;
