import { and, asc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryPriceRanges } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type PriceRange = Omit<typeof categoryPriceRanges.$inferSelect, 'id' | 'categoryId'>;
export type Category = CategoryRow & { categoryPriceRanges: PriceRange[] };

const depth = sql<number>`array_length(string_to_array(${categories.consecutive}, '.'), 1)`;

/** Attaches to each category its price ranges by ascending volume (one query for all of them). */
async function withRanges(db: Database, rows: CategoryRow[]): Promise<Category[]> {
  if (rows.length === 0) return [];
  const ranges = await db
    .select({
      categoryId: categoryPriceRanges.categoryId,
      range: {
        startingRange: categoryPriceRanges.startingRange,
        endingRange: categoryPriceRanges.endingRange,
        anualityCost: categoryPriceRanges.anualityCost,
        visitationCost: categoryPriceRanges.visitationCost,
        visitationAmount: categoryPriceRanges.visitationAmount,
      },
    })
    .from(categoryPriceRanges)
    .where(
      inArray(
        categoryPriceRanges.categoryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(categoryPriceRanges.categoryId), asc(categoryPriceRanges.startingRange));

  const byCategory = new Map<number, PriceRange[]>();
  for (const { categoryId, range } of ranges) {
    byCategory.set(categoryId, [...(byCategory.get(categoryId) ?? []), range]);
  }
  return rows.map((row) => ({ ...row, categoryPriceRanges: byCategory.get(row.id) ?? [] }));
}

/** One category with its price ranges, by id or by dotted code. */
export async function findCategory(db: Database, by: { id: number } | { consecutive: string }): Promise<Category | undefined> {
  const where: SQL = 'id' in by ? eq(categories.id, by.id) : eq(categories.consecutive, by.consecutive);
  const [category] = await withRanges(db, await db.select().from(categories).where(where));
  return category;
}

export function categoriesRepository(db: Database) {
  return {
    /**
     * The direct children of a dotted code (the top level for an empty one), each with its price
     * ranges by ascending volume. The code is validated by the route, so it is safe inside LIKE.
     */
    async childrenOf(consecutivePart: string): Promise<Category[]> {
      const segments = consecutivePart ? consecutivePart.split('.').length : 0;
      const rows = await db
        .select()
        .from(categories)
        .where(
          consecutivePart
            ? and(like(categories.consecutive, `${consecutivePart}.%`), sql`${depth} = ${segments + 1}`)
            : sql`${depth} = 1`,
        )
        .orderBy(asc(categories.consecutive));
      return withRanges(db, rows);
    },
  };
}
