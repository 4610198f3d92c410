import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MSG, type AccountAction, type AccountItem, type FilteredQuery, type Page, type Role } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { accountChanges, userRoles, users } from '../../db/schema';
import { containsText, offsetOf } from '../../lib/listing';
import { HttpProblem, notFound } from '../../lib/problem';
import { byPrivilege, fullName, roleNames } from '../users';


const columns = { id: users.id, fullName, email: users.email, roles: roleNames, disabledAt: users.disabledAt };

type Row = { id: number; fullName: string; email: string; roles: Role[]; disabledAt: Date | string | null };

const toItem = (row: Row): AccountItem => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  roles: byPrivilege(row.roles),
  active: row.disabledAt === null,
  disabledAt: row.disabledAt === null ? null : new Date(row.disabledAt).toISOString(),
});

export function accountsRepository(db: Database) {
  const one = async (tx: Database, id: number) => {
    const [row] = await tx.select(columns).from(users).where(eq(users.id, id));
    return row;
  };

  return {
    /** Every account by name; `param` searches name and email. */
    async page(query: FilteredQuery): Promise<Page<AccountItem>> {
      const where = containsText([fullName, users.email], query.param);
      const rows = await db
        .select(columns)
        .from(users)
        .where(where)
        .orderBy(users.firstName, users.lastName, users.id)
        .limit(query.visibleRecords)
        .offset(offsetOf(query));
      const [total] = await db.select({ n: count() }).from(users).where(where);
      return { rows: rows.map(toItem), total: Number(total!.n) };
    },

    /**
     * Desactivar / Activar, recorded with who and when. Refused (409): disabling oneself, disabling the last
     * active administrator (the active administrators' rows are locked, so two administrators disabling each
     * other at once cannot both succeed), or asking for the state the account is already in.
     */
    async change(id: number, action: AccountAction, by: number): Promise<AccountItem> {
      return db.transaction(async (tx) => {
        const target = await one(tx, id);
        if (!target) throw notFound();
        const disable = action === 'disable';
        if (disable && target.disabledAt !== null) throw new HttpProblem(409, ACCOUNT_MSG.alreadyDisabled);
        if (!disable && target.disabledAt === null) throw new HttpProblem(409, ACCOUNT_MSG.alreadyActive);
        if (disable && id === by) throw new HttpProblem(409, ACCOUNT_MSG.self);
        if (disable && target.roles.includes('Administrador')) {
          const administrators = await tx
            .select({ id: users.id })
            .from(users)
            .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'Administrador')))
            .where(isNull(users.disabledAt))
            .for('update', { of: users });
          if (administrators.filter((a) => a.id !== id).length === 0) throw new HttpProblem(409, ACCOUNT_MSG.lastAdministrator);
        }
        await tx
          .update(users)
          .set({ disabledAt: disable ? sql`now()` : null })
          .where(eq(users.id, id));
        await tx.insert(accountChanges).values({ userId: id, action: disable ? 'Desactivada' : 'Activada', changedBy: by });
        return toItem((await one(tx, id))!);
      });
    },

    /** The changes of one account, newest first (who, what, when). */
    async history(id: number) {
      return db
        .select({ action: accountChanges.action, changedBy: accountChanges.changedBy, at: accountChanges.at })
        .from(accountChanges)
        .where(eq(accountChanges.userId, id))
        .orderBy(desc(accountChanges.id));
    },
  };
}
