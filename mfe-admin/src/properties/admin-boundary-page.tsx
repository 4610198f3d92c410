import { BoundaryPage } from '@portal/shared-ui/boundary';

/** /Propiedades/LimiteAdmin/{id}: the boundary's review; its links for buyers are the owner's, the administrator only revokes one. */
export function AdminBoundaryPage() {
  return <BoundaryPage createShares={false} />;
}
