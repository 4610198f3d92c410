import { text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { at, namedBy } from './columns';

/**
 * The columns of a link an owner hands a buyer to a private record (a boundary, a shipment), after the record's own:
 * the token itself is shown once and only its SHA-256 is kept; it opens the record until it expires or is revoked.
 */
export const shareLinkColumns = () => ({
  tokenHash: text('token_hash').notNull(),
  /** Who it is for, as the owner wrote it (a buyer's name). */
  label: text('label'),
  createdById: namedBy('created_by_id', () => users.id),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  /** Who revoked it: the owner, or an administrator at the owner's request. */
  revokedById: namedBy('revoked_by_id', () => users.id),
});
