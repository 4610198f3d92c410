import { asc, eq } from 'drizzle-orm';
import type { LookupItem } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { cantons, districts, provinces } from '../../db/schema';

export function geographyRepository(db: Database) {
  return {
    provinces(): Promise<LookupItem[]> {
      return db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.id));
    },

    cantonsOf(provinceId: number): Promise<LookupItem[]> {
      return db
        .select({ id: cantons.id, name: cantons.name })
        .from(cantons)
        .where(eq(cantons.provinceId, provinceId))
        .orderBy(asc(cantons.id));
    },

    districtsOf(cantonId: number): Promise<LookupItem[]> {
      return db
        .select({ id: districts.id, name: districts.name })
        .from(districts)
        .where(eq(districts.cantonId, cantonId))
        .orderBy(asc(districts.id));
    },
  };
}
