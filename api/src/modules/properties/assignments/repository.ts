import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AssignmentItem, FilteredQuery, GroupCertification, Page, PropertyItem } from '@portal/shared-api';
import type { Database } from '../../../db/client';
import { categories, enrolments, properties, propertyAssignments } from '../../../db/schema';
import { containsText, offsetOf, pageOf, readPage } from '../../../lib/listing';
import { countAll, iso, windowTotal } from '../../../lib/sql';
import { holderColumns, ownerOf } from '../../../domain/holder';
import { certified, storedStatusAt } from '../../certificates';
import { hasRole, type Caller } from '../../../domain/operations/caller';
import { placeNames, type PlaceNames } from '../../../domain/operations/places';
import { assignedTo, isAssignedTo, qualified } from '../../../domain/operations/sql';

const itemColumns = {
  id: properties.id,
  sheetNumber: properties.sheetNumber,
  fantasyName: properties.fantasyName,
  address: properties.address,
  visitationAmount: properties.visitationAmount,
  visitationCost: properties.visitationCost,
  inscriptionId: properties.enrolmentId,
  isGroup: categories.isGroup,
  districtId: properties.districtId,
  certificateStatus: properties.certificateStatus,
  validUntil: properties.validUntil,
  ...holderColumns,
};

type ItemRecord = {
  [K in keyof Omit<PropertyItem, 'customerName' | 'certificateStatus' | 'validUntil' | keyof PlaceNames>]: PropertyItem[K];
} & Parameters<typeof ownerOf>[0] & { districtId: number; total: number; certificateStatus: string | null; validUntil: Date | null };

const toItem =
  (place: (districtId: number) => PlaceNames) =>
  ({ identificationTypeId, fullName, identification, legalName, businessIdentification, districtId, total: _total, certificateStatus, validUntil, ...row }: ItemRecord): PropertyItem => ({
    ...row,
    ...place(districtId),
    certificateStatus: storedStatusAt(certificateStatus, validUntil, new Date()),
    validUntil: validUntil ? iso(validUntil) : null,
    customerName: ownerOf({ identificationTypeId, fullName, identification, legalName, businessIdentification }).name,
  });

/** The property's own text a list search looks in. */
const searchable = (param: string) => containsText([properties.fantasyName, properties.sheetNumber, properties.address], param);

export type PropertyScope =
  /** A client's certified properties that may be visited (spec §6: own enabled properties). */
  | 'ownEnabled'
  /** A client's certified properties. */
  | 'ownCertified'
  /** A regent's assigned properties. */
  | 'assigned'
  /** /Propiedades/MisPropiedades: a client's certified properties and a regent's assigned ones. */
  | 'mine'
  /** Administrators: certified properties of individual (not group) enrolments. */
  | 'individualCertified';

export function propertiesOperations(db: Database) {
  const own = (caller: Caller) => eq(properties.customerId, caller.id);

  function scopeWhere(scope: PropertyScope, caller: Caller): SQL | undefined {
    switch (scope) {
      case 'ownEnabled':
        return and(own(caller), certified, eq(properties.enabled, true));
      case 'ownCertified':
        return and(own(caller), certified);
      case 'assigned':
        return and(certified, assignedTo(db, caller.id));
      case 'mine':
        return and(
          certified,
          or(hasRole(caller, 'Cliente') ? own(caller) : undefined, hasRole(caller, 'Regente') ? assignedTo(db, caller.id) : undefined) ??
            sql`false`,
        );
      case 'individualCertified':
        return and(certified, eq(categories.isGroup, false));
    }
  }

  /** Properties as listed, each with the size of the whole list (`total`). */
  const select = () =>
    db
      .select({ ...itemColumns, total: windowTotal })
      .from(properties)
      .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
      .innerJoin(categories, eq(categories.id, enrolments.categoryId));

  /** Who may read one property: its owner, a regent it is assigned to, administrators. */
  const readableBy = (caller: Caller): SQL =>
    hasRole(caller, 'Administrador')
      ? sql`true`
      : (or(hasRole(caller, 'Cliente') ? own(caller) : undefined, hasRole(caller, 'Regente') ? assignedTo(db, caller.id) : undefined) ??
        sql`false`);

  return {
    async page(scope: PropertyScope, caller: Caller, query: FilteredQuery): Promise<Page<PropertyItem>> {
      const where = and(scopeWhere(scope, caller), searchable(query.param));
      const order = scope === 'individualCertified' ? [desc(properties.certifiedAt), asc(properties.id)] : [asc(properties.id)];
      const [rows, place] = await Promise.all([
        select()
          .where(where)
          .orderBy(...order)
          .limit(query.visibleRecords)
          .offset(offsetOf(query)),
        placeNames(db),
      ]);
      const total =
        rows[0]?.total ??
        // a page past the end has no row to carry the total
        Number(
          (
            await db
              .select({ n: countAll })
              .from(properties)
              .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
              .innerJoin(categories, eq(categories.id, enrolments.categoryId))
              .where(where)
          )[0]!.n,
        );
      return { rows: rows.map(toItem(place)), total };
    },

    async item(id: number, caller: Caller): Promise<PropertyItem | undefined> {
      const [[row], place] = await Promise.all([select().where(and(eq(properties.id, id), readableBy(caller))), placeNames(db)]);
      return row && toItem(place)(row);
    },

    /** Accepted group enrolments, one row each, newest approval first; `param` searches holder and category. */
    async groupedCertifications(query: FilteredQuery): Promise<Page<GroupCertification>> {
      const where = and(
        eq(enrolments.status, 'Aceptada'),
        eq(categories.isGroup, true),
        containsText([enrolments.fullName, enrolments.legalName, enrolments.identification, enrolments.businessIdentification, categories.name], query.param),
      );
      const propertiesCount = sql<number>`(select count(*)::int from ${properties} p where p.enrolment_id = ${qualified(enrolments.id)})`;
      return pageOf(query, {
        rows: db
          .select({
            inscriptionId: enrolments.id,
            ...holderColumns,
            category: categories.name,
            dateApproved: enrolments.dateApproved,
            propertiesCount,
          })
          .from(enrolments)
          .innerJoin(categories, eq(categories.id, enrolments.categoryId))
          .$dynamic(),
        total: db.select({ n: countAll }).from(enrolments).innerJoin(categories, eq(categories.id, enrolments.categoryId)).$dynamic(),
        where,
        order: [desc(enrolments.dateApproved), desc(enrolments.id)],
        toItem: (row) => {
          const owner = ownerOf(row);
          return {
            id: row.inscriptionId,
            fullName: owner.name,
            identification: owner.identification,
            category: row.category,
            propertiesCount: Number(row.propertiesCount),
            dateApproved: iso(row.dateApproved!),
          };
        },
      });
    },

    /** The client's certified properties, each with whether the regent is assigned to it. */
    async assignments(caller: Caller, regentId: number, query: FilteredQuery): Promise<Page<AssignmentItem>> {
      const where = and(own(caller), certified, searchable(query.param));
      return readPage(
        db
          .select({
            id: properties.id,
            isAssigned: isAssignedTo(regentId),
            sheetNumber: properties.sheetNumber,
            fantasyName: properties.fantasyName,
            address: properties.address,
          })
          .from(properties)
          .where(where)
          .orderBy(asc(properties.id))
          .limit(query.visibleRecords)
          .offset(offsetOf(query)),
        db.select({ n: countAll }).from(properties).where(where),
        (row) => ({ ...row, isAssigned: Boolean(row.isAssigned) }),
      );
    },

    /**
     * Assigns and unassigns the regent in one transaction; false (nothing changed) when any id is not
     * one of the client's certified properties.
     */
    async saveAssignments(caller: Caller, regentId: number, items: ReadonlyArray<{ id: number; isAssigned: boolean }>): Promise<boolean> {
      // the last switch of a property wins
      const wanted = new Map(items.map((item) => [item.id, item.isAssigned]));
      const ids = [...wanted.keys()];
      if (ids.length === 0) return true;
      return db.transaction(async (tx) => {
        const mine = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(and(inArray(properties.id, ids), own(caller), certified));
        if (mine.length !== ids.length) return false;
        const assign = ids.filter((id) => wanted.get(id));
        const unassign = ids.filter((id) => !wanted.get(id));
        if (assign.length > 0) {
          await tx
            .insert(propertyAssignments)
            .values(assign.map((propertyId) => ({ propertyId, regentId })))
            .onConflictDoNothing();
        }
        if (unassign.length > 0) {
          await tx
            .delete(propertyAssignments)
            .where(and(eq(propertyAssignments.regentId, regentId), inArray(propertyAssignments.propertyId, unassign)));
        }
        return true;
      });
    },
  };
}

export type PropertiesOperations = ReturnType<typeof propertiesOperations>;
