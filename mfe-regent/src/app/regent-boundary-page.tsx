import type { BoundaryProposal } from '@portal/shared-api';
import { ApiError, getProperty, newIdempotencyKey } from '@portal/shared-api/client';
import { BoundaryPage, sendProposal } from '@portal/shared-ui/boundary';
import { TEXTS } from '../texts';
import { useOfflineState } from './offline-reading';
import { addBoundary, outboxAvailable } from './outbox';

/** How the regent knows the property in the outbox: its farm number (kept on the phone), else its address or id. */
async function labelOf(propertyId: string): Promise<string> {
  try {
    const property = await getProperty(propertyId);
    return property.sheetNumber ?? property.address ?? propertyId;
  } catch {
    return propertyId;
  }
}

/**
 * The regent's boundary proposal: sent at once with a signal; kept in the outbox without one, or when the call got no
 * answer (with that very call's key, so a proposal the server did receive is not made twice).
 */
export async function proposeOrKeep(propertyId: string, proposal: BoundaryProposal): Promise<string> {
  const key = newIdempotencyKey();
  const keep = async () => {
    await addBoundary(Number(propertyId), await labelOf(propertyId), proposal, key);
    return TEXTS.outbox.boundaryKept;
  };
  const offline = !navigator.onLine || useOfflineState.getState().offline;
  if (offline && outboxAvailable()) return keep();
  try {
    return await sendProposal(propertyId, proposal, { idempotencyKey: key });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0 && outboxAvailable()) return keep();
    throw error;
  }
}

/** /DashboardRegent/Limite/{id}: the shared boundary page, whose proposals wait in the outbox without a signal. */
export function RegentBoundaryPage() {
  return <BoundaryPage propose={proposeOrKeep} />;
}
