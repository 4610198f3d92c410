import { createBoundaryShare, getBoundaryShares, revokeBoundaryShare } from '@portal/shared-api/client';
import { ShareLinkList, type ShareLinkCalls } from '../share/share-links';
import { BOUNDARY_TEXTS as T } from './texts';

/**
 * The owner's links for buyers to a private boundary: made for some days, shown once (only its hash is kept),
 * listed with their state, revocable. Only the owner makes them (`create`); an administrator sees them and revokes one
 * when the owner asks.
 */
export function ShareLinks({ propertyId, create = true }: { propertyId: string; create?: boolean }) {
  const calls: ShareLinkCalls = {
    list: () => getBoundaryShares(propertyId),
    create: (input) => createBoundaryShare(propertyId, input),
    revoke: (shareId) => revokeBoundaryShare(propertyId, shareId),
  };
  return <ShareLinkList subject={propertyId} calls={calls} title={T.sharesTitle} hint={create ? T.sharesHint : T.sharesAdminHint} create={create} />;
}
