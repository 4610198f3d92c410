import { asc, eq, sql } from 'drizzle-orm';
import { ROLES, type LookupItem, type Role, type SelfProfile } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { districts, identificationTypes, userRoles, users } from '../../db/schema';
import { normaliseEmail } from '../../lib/email';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  secondLastName?: string;
  identificationTypeId: number;
  identifier: string;
  legalName?: string;
  phoneNumber: string;
  districtId: number | null;
  address?: string;
}

export interface Credentials {
  id: number;
  email: string;
  passwordHash: string;
  fullName: string;
  roles: Role[];
  /** Disabled by an administrator: the password is still checked, then the login refused. */
  disabled: boolean;
}

export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
}

/** Names joined by single spaces; absent middle or second last names are skipped. */
export const fullName = sql<string>`concat_ws(' ', ${users.firstName}, nullif(${users.middleName}, ''), ${users.lastName}, nullif(${users.secondLastName}, ''))`;

export const roleNames = sql<Role[]>`coalesce(array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`;

/** Most privileged first: the client stores the first role as the logged role (spec §3). */
export const byPrivilege = (roles: readonly string[]): Role[] => ROLES.filter((role) => roles.includes(role));

export function usersRepository(db: Database) {
  return {
    async findCredentials(email: string): Promise<Credentials | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, fullName, roles: roleNames, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.email, normaliseEmail(email)));
      if (!row) return undefined;
      const { disabledAt, ...account } = row;
      return { ...account, roles: byPrivilege(row.roles), disabled: disabledAt !== null };
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, normaliseEmail(email)));
      return row !== undefined;
    },

    async districtExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, id));
      return row !== undefined;
    },

    async hasUserWithRole(role: Role): Promise<boolean> {
      const [row] = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, role)).limit(1);
      return row !== undefined;
    },

    /** Inserts the user and their role together; a concurrent insert of the same email raises DuplicateEmailError. */
    async create(user: NewUser, role: Role): Promise<number> {
      try {
        return await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({ ...user, email: normaliseEmail(user.email) })
            .returning({ id: users.id });
          await tx.insert(userRoles).values({ userId: created!.id, role });
          return created!.id;
        });
      } catch (error) {
        // the email is the only unique key a new user can collide on
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
          throw new DuplicateEmailError(user.email, { cause: error });
        }
        throw error;
      }
    },

    /** A regent's licence number (número de colegiado), or null. */
    async licenceOf(id: number): Promise<string | null> {
      const [row] = await db.select({ licence: users.licenceNumber }).from(users).where(eq(users.id, id));
      return row?.licence ?? null;
    },

    /** Sets (or, with null, removes) a regent's licence number; answers it as stored. */
    async setLicence(id: number, licence: string | null): Promise<string | null> {
      const [row] = await db.update(users).set({ licenceNumber: licence }).where(eq(users.id, id)).returning({ licence: users.licenceNumber });
      return row?.licence ?? null;
    },

    async findProfile(email: string): Promise<SelfProfile | undefined> {
      const [row] = await db
        .select({
          email: users.email,
          phoneNumber: users.phoneNumber,
          userFullName: fullName,
          userIdentifier: users.identifier,
        })
        .from(users)
        .where(eq(users.email, normaliseEmail(email)));
      return row;
    },

    identificationTypes(): Promise<LookupItem[]> {
      return db
        .select({ id: identificationTypes.id, name: identificationTypes.name })
        .from(identificationTypes)
        .orderBy(asc(identificationTypes.id));
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
