import type { CertificateLifecycleStatus } from '@portal/shared-api';
import { PlainTag, type TagColor } from '../tag/plain-tag';

/** The colour each certificate status is shown in, on every screen. */
export const CERTIFICATE_COLOR: Record<CertificateLifecycleStatus, TagColor> = { Vigente: 'green', Suspendida: 'orange', Retirada: 'default', Vencida: 'red' };

/** A certificate's status as a coloured tag. */
export function CertificateStatusTag({ status }: { status: CertificateLifecycleStatus }) {
  return <PlainTag color={CERTIFICATE_COLOR[status]}>{status}</PlainTag>;
}
