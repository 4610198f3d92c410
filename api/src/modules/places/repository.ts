import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LookupItem } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { cantons, districts, provinces } from '../../db/schema';

export function geographyRepository(db: Database) {
  /** The places of one province or canton, by id. */
  const namesWithin = (table: typeof cantons | typeof districts, parent: AnyPgColumn, parentId: number): Promise<LookupItem[]> =>
    db.select({ id: table.id, name: table.name }).from(table).where(eq(parent, parentId)).orderBy(asc(table.id));

  return {
    provinces(): Promise<LookupItem[]> {
      return db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.id));
    },

    cantonsOf: (provinceId: number): Promise<LookupItem[]> => namesWithin(cantons, cantons.provinceId, provinceId),

    districtsOf: (cantonId: number): Promise<LookupItem[]> => namesWithin(districts, districts.cantonId, cantonId),
  };
}
