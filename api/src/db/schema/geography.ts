import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Costa Rica's official division: province ids 1–7, canton ids PCC, district ids PCCDD. */
export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const cantons = pgTable(
  'cantons',
  {
    id: integer('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
  },
  (t) => [index('cantons_province_id_idx').on(t.provinceId)],
);

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    cantonId: integer('canton_id')
      .notNull()
      .references(() => cantons.id),
    name: text('name').notNull(),
  },
  (t) => [index('districts_canton_id_idx').on(t.cantonId)],
);
