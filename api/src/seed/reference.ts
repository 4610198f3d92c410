import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { IDENTIFICATION_TYPES } from '@portal/shared-api';
import type { Database } from '../db/client';
import { cantons, categories, categoryPriceRanges, districts, identificationTypes, provinces } from '../db/schema';
import provinceData from '../../seed-data/provincias.json';
import cantonData from '../../seed-data/cantones.json';
import districtData from '../../seed-data/distritos.json';
import categoryData from '../../seed-data/categories.json';

/**
 * The `set` of an upsert taking these columns from the incoming row, applied only when one of them
 * differs: re-running an unchanged seed then writes nothing (no dead rows on every start).
 */
function refresh<T extends Record<string, PgColumn>>(columns: T) {
  const list = Object.values(columns);
  const incoming = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);
  return {
    set: Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, incoming(column)])) as Record<keyof T, SQL>,
    setWhere: sql`(${sql.join(list, sql`, `)}) is distinct from (${sql.join(list.map(incoming), sql`, `)})`,
  };
}

/** Lookup tables and the category tree. Safe to run on every start: rows are upserted by their natural key. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(identificationTypes)
      .values(IDENTIFICATION_TYPES.map(({ id, name }) => ({ id, name })))
      .onConflictDoUpdate({ target: identificationTypes.id, ...refresh({ name: identificationTypes.name }) });
    await tx
      .insert(provinces)
      .values(provinceData.map((p) => ({ id: p.id, name: p.nombre })))
      .onConflictDoUpdate({ target: provinces.id, ...refresh({ name: provinces.name }) });
    await tx
      .insert(cantons)
      .values(cantonData.map((c) => ({ id: c.id, provinceId: c.provinciaId, name: c.nombre })))
      .onConflictDoUpdate({ target: cantons.id, ...refresh({ name: cantons.name, provinceId: cantons.provinceId }) });
    await tx
      .insert(districts)
      .values(districtData.map((d) => ({ id: d.id, cantonId: d.cantonId, name: d.nombre })))
      .onConflictDoUpdate({ target: districts.id, ...refresh({ name: districts.name, cantonId: districts.cantonId }) });
    await seedCategories(tx);
  });
}

interface CategorySeed {
  consecutive: string;
  name: string;
  type: string;
  isGroup: boolean;
  leaf: boolean;
  octoberOnly: boolean;
  templateUrl?: string;
  flexFileNames?: string[];
  categoryPriceRanges?: Array<{
    startingRange: number;
    endingRange: number;
    anualityCost: number;
    visitationCost: number;
    visitationAmount: number;
  }>;
}

async function seedCategories(db: Database): Promise<void> {
  const extraAreaCodes = new Set(categoryData.extraAreaAndPsaCodes);
  const seeds: CategorySeed[] = categoryData.categories;
  const rows = seeds.map((c) => {
    const flex = c.flexFileNames ?? [];
    return {
      consecutive: c.consecutive,
      name: c.name,
      type: c.type,
      isGroup: c.isGroup,
      leaf: c.leaf,
      octoberOnly: c.octoberOnly,
      extraAreaAndPsa: extraAreaCodes.has(c.consecutive),
      templateUrl: c.templateUrl ?? null,
      flexFileName1: flex[0] ?? null,
      flexFileName2: flex[1] ?? null,
      flexFileName3: flex[2] ?? null,
      flexFileName4: flex[3] ?? null,
      flexFileName5: flex[4] ?? null,
    };
  });
  await db
    .insert(categories)
    .values(rows)
    .onConflictDoUpdate({
      target: categories.consecutive,
      ...refresh({
        name: categories.name,
        type: categories.type,
        isGroup: categories.isGroup,
        leaf: categories.leaf,
        octoberOnly: categories.octoberOnly,
        extraAreaAndPsa: categories.extraAreaAndPsa,
        templateUrl: categories.templateUrl,
        flexFileName1: categories.flexFileName1,
        flexFileName2: categories.flexFileName2,
        flexFileName3: categories.flexFileName3,
        flexFileName4: categories.flexFileName4,
        flexFileName5: categories.flexFileName5,
      }),
    });
  // read back rather than RETURNING: an upsert that changed nothing returns no row
  const saved = await db.select({ id: categories.id, consecutive: categories.consecutive }).from(categories);
  const idByCode = new Map(saved.map((row) => [row.consecutive, row.id]));

  const ranges = seeds.flatMap((c) =>
    (c.categoryPriceRanges ?? []).map((range) => ({ categoryId: idByCode.get(c.consecutive)!, ...range })),
  );
  if (ranges.length === 0) return;
  await db
    .insert(categoryPriceRanges)
    .values(ranges)
    .onConflictDoUpdate({
      target: [categoryPriceRanges.categoryId, categoryPriceRanges.startingRange],
      ...refresh({
        endingRange: categoryPriceRanges.endingRange,
        anualityCost: categoryPriceRanges.anualityCost,
        visitationCost: categoryPriceRanges.visitationCost,
        visitationAmount: categoryPriceRanges.visitationAmount,
      }),
    });
}
