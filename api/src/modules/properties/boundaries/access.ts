import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { properties, propertyAssignments } from '../../../db/schema';
import { hasRole, type Caller } from '../../../domain/operations/caller';

/** How the caller stands to a property's boundary, from the token and the records, never from a parameter. */
export interface BoundaryAccess {
  propertyId: number;
  /** The commercial name, else the farm number. */
  propertyName: string | null;
  districtId: number;
  ownerId: number;
  certified: boolean;
  enrolledHectares: number | null;
  public: boolean;
  isOwner: boolean;
  isAssignedRegent: boolean;
  isAdmin: boolean;
}

/** Sees every version and the state: the owner, a regent assigned to the property, an administrator. */
export const seesAll = (a: BoundaryAccess) => a.isOwner || a.isAssignedRegent || a.isAdmin;

/** Who may see and change a property's boundary: read from the token and the records, never from a parameter. */
export function boundaryAccess(db: Database) {
  return {
    /** Undefined when the property does not exist. */
    async access(propertyId: number, caller: Caller | undefined): Promise<BoundaryAccess | undefined> {
      const assigned = caller
        ? sql<boolean>`exists (select 1 from ${propertyAssignments} where ${propertyAssignments.propertyId} = ${properties.id} and ${propertyAssignments.regentId} = ${caller.id})`
        : sql<boolean>`false`;
      const [row] = await db
        .select({
          ownerId: properties.customerId,
          certifiedAt: properties.certifiedAt,
          enabled: properties.enabled,
          certificationArea: properties.certificationArea,
          area: properties.area,
          public: properties.boundaryPublic,
          fantasyName: properties.fantasyName,
          sheetNumber: properties.sheetNumber,
          districtId: properties.districtId,
          assigned,
        })
        .from(properties)
        .where(eq(properties.id, propertyId));
      if (!row) return undefined;
      return {
        propertyId,
        propertyName: row.fantasyName ?? row.sheetNumber,
        districtId: row.districtId,
        ownerId: row.ownerId,
        certified: row.certifiedAt !== null && row.enabled,
        enrolledHectares: row.certificationArea ?? row.area ?? null,
        public: row.public,
        isOwner: caller !== undefined && hasRole(caller, 'Cliente') && caller.id === row.ownerId,
        isAssignedRegent: caller !== undefined && hasRole(caller, 'Regente') && Boolean(row.assigned),
        isAdmin: caller !== undefined && hasRole(caller, 'Administrador'),
      };
    },

    /** Of `ids`, those whose boundary the caller may export: published ones, or every one of the record's people. */
    async exportable(ids: readonly number[], caller: Caller | undefined): Promise<number[]> {
      if (ids.length === 0) return [];
      const own = caller && hasRole(caller, 'Cliente') ? eq(properties.customerId, caller.id) : undefined;
      const assigned = caller && hasRole(caller, 'Regente')
        ? sql`exists (select 1 from ${propertyAssignments} where ${propertyAssignments.propertyId} = ${properties.id} and ${propertyAssignments.regentId} = ${caller.id})`
        : undefined;
      const admin = caller && hasRole(caller, 'Administrador');
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(inArray(properties.id, [...ids]), admin ? undefined : or(eq(properties.boundaryPublic, true), own, assigned)));
      return rows.map((row) => row.id);
    },

    async setPublic(propertyId: number, value: boolean): Promise<void> {
      await db.update(properties).set({ boundaryPublic: value }).where(eq(properties.id, propertyId));
    },
  };
}
