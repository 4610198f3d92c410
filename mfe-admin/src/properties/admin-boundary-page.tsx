import { useParams } from '@portal/shared-auth/router';
import { BoundaryPage } from '@portal/shared-ui/boundary';
import { CertifiedVolumeCard } from './certified-volume-card';

/**
 * /Propiedades/LimiteAdmin/{id}: the boundary's review; its links for buyers are the owner's, the administrator only
 * revokes one. Below it, the volume the certificate's period authorises, which the administrator may change.
 */
export function AdminBoundaryPage() {
  const { id = '' } = useParams();
  return (
    <>
      <BoundaryPage createShares={false} />
      <CertifiedVolumeCard propertyId={id} />
    </>
  );
}
