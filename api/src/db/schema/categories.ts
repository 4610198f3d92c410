import { boolean, integer, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  /** Hierarchical dotted code (e.g. 01.01.02); a child extends its parent's code by one segment. */
  consecutive: text('consecutive').notNull().unique('categories_consecutive_unique'),
  name: text('name').notNull(),
  type: text('type').notNull(),
  isGroup: boolean('is_group').notNull().default(false),
  leaf: boolean('leaf').notNull().default(false),
  octoberOnly: boolean('october_only').notNull().default(false),
  /** Spec §9: these codes enable the extra-area and PSA file number fields. */
  extraAreaAndPsa: boolean('extra_area_and_psa').notNull().default(false),
  templateUrl: text('template_url'),
  flexFileName1: text('flex_file_name1'),
  flexFileName2: text('flex_file_name2'),
  flexFileName3: text('flex_file_name3'),
  flexFileName4: text('flex_file_name4'),
  flexFileName5: text('flex_file_name5'),
});

export const categoryPriceRanges = pgTable(
  'category_price_ranges',
  {
    id: serial('id').primaryKey(),
    categoryId: belongsTo('category_id', () => categories.id),
    startingRange: numeric('starting_range', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    endingRange: numeric('ending_range', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    anualityCost: numeric('anuality_cost', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    visitationCost: numeric('visitation_cost', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    visitationAmount: integer('visitation_amount').notNull(),
  },
  // also serves lookups by category (its leading column)
  (t) => [unique('category_price_ranges_start_unique').on(t.categoryId, t.startingRange)],
);
