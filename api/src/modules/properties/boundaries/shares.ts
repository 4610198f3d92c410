import type { Database } from '../../../db/client';
import { boundaryShareLinks } from '../../../db/schema';
import { shareLinks } from '../../../domain/share-links';

/** The links an owner hands buyers to a private boundary (domain/share-links.ts). */
export function boundaryShares(db: Database) {
  const links = shareLinks(db, boundaryShareLinks, 'propertyId');
  return {
    openShare: links.open,
    createShare: links.create,
    shares: links.list,
    revokeShare: links.revoke,
  };
}
