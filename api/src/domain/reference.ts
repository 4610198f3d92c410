import type { Database } from '../db/client';
import { cantons, categories, districts, identificationTypes, provinces } from '../db/schema';

export interface Place {
  district: string;
  canton: string;
  province: string;
  cantonId: number;
  provinceId: number;
}

export interface CategoryInfo {
  name: string;
  consecutive: string;
  isGroup: boolean;
}

/** Names the public answers show, by id: reference data, seeded at start-up and not edited afterwards. */
export interface ReferenceData {
  /** By district id. */
  places: Map<number, Place>;
  /** Province id of each canton. */
  cantonProvince: Map<number, number>;
  provinceIds: Set<number>;
  categories: Map<number, CategoryInfo>;
  identificationTypes: Map<number, string>;
}

async function load(db: Database): Promise<ReferenceData> {
  // once per database, one after the other: `db` may be a transaction, whose one connection cannot run them side by side
  const provinceRows = await db.select({ id: provinces.id, name: provinces.name }).from(provinces);
  const cantonRows = await db.select({ id: cantons.id, name: cantons.name, provinceId: cantons.provinceId }).from(cantons);
  const districtRows = await db.select({ id: districts.id, name: districts.name, cantonId: districts.cantonId }).from(districts);
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, consecutive: categories.consecutive, isGroup: categories.isGroup })
    .from(categories);
  const typeRows = await db.select({ id: identificationTypes.id, name: identificationTypes.name }).from(identificationTypes);
  const provinceName = new Map(provinceRows.map((p) => [p.id, p.name]));
  const cantonById = new Map(cantonRows.map((c) => [c.id, c]));
  const places = new Map<number, Place>();
  for (const d of districtRows) {
    const canton = cantonById.get(d.cantonId)!;
    places.set(d.id, {
      district: d.name,
      canton: canton.name,
      province: provinceName.get(canton.provinceId)!,
      cantonId: canton.id,
      provinceId: canton.provinceId,
    });
  }
  return {
    places,
    cantonProvince: new Map(cantonRows.map((c) => [c.id, c.provinceId])),
    provinceIds: new Set(provinceName.keys()),
    categories: new Map(categoryRows.map(({ id, ...info }) => [id, info])),
    identificationTypes: new Map(typeRows.map((t) => [t.id, t.name])),
  };
}

const loaded = new WeakMap<Database, Promise<ReferenceData>>();

/** The reference data of a database, read once (a failed read is retried on the next call). */
export function referenceData(db: Database): Promise<ReferenceData> {
  let pending = loaded.get(db);
  if (!pending) {
    pending = load(db);
    loaded.set(db, pending);
    pending.catch(() => loaded.delete(db));
  }
  return pending;
}

/** A lookup that must succeed: every id comes from a foreign key. */
export function lookup<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`${what} ${String(key)} is missing from the reference data`);
  return value;
}
