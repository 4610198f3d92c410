import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { FilteredQuery, Page, RegentItem } from '@portal/shared-api';
import type { Database } from '../../../db/client';
import { customerRegents, invitations, userRoles, users } from '../../../db/schema';
import { normaliseEmail } from '../../../lib/email';
import { containsText, offsetOf, readPage } from '../../../lib/listing';
import { countAll } from '../../../lib/sql';
import { personName } from '../../../domain/operations/sql';

const fullName = personName(users);

const itemColumns = {
  userId: users.id,
  userFullName: fullName,
  userIdentifier: users.identifier,
  phoneNumber: users.phoneNumber,
  email: users.email,
};

const isRegent = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, 'Regente'))),
  );

/** A client's regents (usuarios/Regentes, MisRegentes) and invitations. */
export function regentsRepository(db: Database) {
  const search = (param: string) => containsText([fullName, users.email, users.identifier], param);

  const linkedTo = (customerId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(customerRegents)
        .where(and(eq(customerRegents.regentId, users.id), eq(customerRegents.customerId, customerId))),
    );

  async function page(where: SQL | undefined, query: FilteredQuery): Promise<Page<RegentItem>> {
    return readPage(
      db
        .select(itemColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(query.visibleRecords)
        .offset(offsetOf(query)),
      db.select({ n: countAll }).from(users).where(where)
    );
  }

  return {
    /** Every regent, searchable by name, email or identification. */
    all(query: FilteredQuery): Promise<Page<RegentItem>> {
      return page(and(isRegent(db), search(query.param)), query);
    },

    /** The client's regents. */
    mine(customerId: number, query: FilteredQuery): Promise<Page<RegentItem>> {
      return page(and(isRegent(db), linkedTo(customerId), search(query.param)), query);
    },

    async findRegent(email: string): Promise<RegentItem | undefined> {
      const [row] = await db
        .select(itemColumns)
        .from(users)
        .where(and(eq(users.email, normaliseEmail(email)), isRegent(db)));
      return row;
    },

    /** The regent with that email among the client's regents. */
    async findOwnRegent(customerId: number, email: string): Promise<RegentItem | undefined> {
      const [row] = await db
        .select(itemColumns)
        .from(users)
        .innerJoin(customerRegents, and(eq(customerRegents.regentId, users.id), eq(customerRegents.customerId, customerId)))
        .where(eq(users.email, normaliseEmail(email)));
      return row;
    },

    async isOwnRegent(customerId: number, regentId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(customerRegents)
        .where(and(eq(customerRegents.customerId, customerId), eq(customerRegents.regentId, regentId)));
      return row !== undefined;
    },

    /** Links the regent to the client; false when they were already linked. */
    async link(customerId: number, regentId: number): Promise<boolean> {
      const inserted = await db
        .insert(customerRegents)
        .values({ customerId, regentId })
        .onConflictDoNothing()
        .returning({ regentId: customerRegents.regentId });
      return inserted.length > 0;
    },

    async invite(customerId: number, invitation: { name: string; email: string }): Promise<number> {
      const [row] = await db
        .insert(invitations)
        .values({ customerId, name: invitation.name, email: normaliseEmail(invitation.email) })
        .returning({ id: invitations.id });
      return row!.id;
    },

    /** Gives the user the Regente role; false when they had it already. */
    async addRegentRole(userId: number): Promise<boolean> {
      const inserted = await db
        .insert(userRoles)
        .values({ userId, role: 'Regente' })
        .onConflictDoNothing()
        .returning({ userId: userRoles.userId });
      return inserted.length > 0;
    },
  };
}
