import { Tag } from 'antd';
import type { CertificateLifecycleStatus } from '@portal/shared-api';

/** The colour each certificate status is shown in, on every screen. */
export const CERTIFICATE_COLOR: Record<CertificateLifecycleStatus, string> = { Vigente: 'green', Suspendida: 'orange', Retirada: 'default', Vencida: 'red' };

/** A certificate's status as a coloured tag. */
export function CertificateStatusTag({ status }: { status: CertificateLifecycleStatus }) {
  return <Tag color={CERTIFICATE_COLOR[status]}>{status}</Tag>;
}
