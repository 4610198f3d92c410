import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ROLES } from '@portal/shared-api';
import { districts } from './geography';
import { at, belongsTo } from './columns';

export const identificationTypes = pgTable('identification_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-cased, so the unique constraint is case-insensitive. */
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    secondLastName: text('second_last_name'),
    identificationTypeId: integer('identification_type_id')
      .notNull()
      .references(() => identificationTypes.id),
    identifier: text('identifier').notNull(),
    legalName: text('legal_name'),
    phoneNumber: text('phone_number').notNull(),
    districtId: integer('district_id').references(() => districts.id),
    address: text('address'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** A regent's professional licence number (número de colegiado), printed on their origin certificates; optional. */
    licenceNumber: text('licence_number'),
    /** Set while an administrator has disabled the account: no login, every token refused. */
    disabledAt: at('disabled_at'),
  },
  (t) => [
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    index('users_district_id_idx').on(t.districtId),
  ],
);

const roleList = sql.raw(ROLES.map((role) => `'${role}'`).join(', '));

export const userRoles = pgTable(
  'user_roles',
  {
    userId: belongsTo('user_id', () => users.id),
    role: text('role', { enum: ROLES }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'user_roles_pk', columns: [t.userId, t.role] }),
    check('user_roles_role_valid', sql`${t.role} in (${roleList})`),
    index('user_roles_role_idx').on(t.role),
  ],
);

/** Every Desactivar / Activar of an account: whose, which, by whom and when. */
export const accountChanges = pgTable(
  'account_changes',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    action: text('action', { enum: ['Desactivada', 'Activada'] }).notNull(),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    check('account_changes_action_valid', sql`${t.action} in ('Desactivada', 'Activada')`),
    index('account_changes_user_id_idx').on(t.userId),
    index('account_changes_changed_by_idx').on(t.changedBy),
  ],
);
