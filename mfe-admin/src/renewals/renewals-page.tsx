import { useState } from 'react';
import { Link } from '@portal/shared-auth/router';
import { CERTIFICATE_REASON, RENEWAL_STATUS, paths, type Renewal } from '@portal/shared-api';
import { RENEWALS_URLS, acceptRenewal, rejectRenewal } from '@portal/shared-api/client';
import {
  CertificateStatusTag,
  PagedList,
  PlainButton,
  ReasonDialog,
  useAction,
  useRowAction,
  fileColumn,
  formatColones,
  formatDateTime,
  type ListColumn,
  type PlainButtonProps,
  type PagedListState, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.renewals;

/** What became of a decided renewal: the new validity, or why it was rejected. */
const outcome = (r: Renewal): string =>
  r.status === RENEWAL_STATUS.accepted && r.validUntilAfter
    ? T.acceptedUntil(formatDateTime(r.validUntilAfter))
    : r.status === RENEWAL_STATUS.rejected
      ? T.rejectedFor(r.reason ?? '')
      : '—';

/**
 * /Propiedades/Renovaciones (beyond the spec): the certificates' renewals, those waiting first, each with its voucher,
 * the amount and the certificate's status now; Aceptar extends the validity by the period, Rechazar asks for the reason
 * the client is told. A failure shows in the list's errors, or in the dialog for a rejection.
 */
export function RenewalsPage() {
  const [rejecting, setRejecting] = useState<{ list: PagedListState<Renewal>; renewal: Renewal } | null>(null);
  // an acceptance's failure shows in its list's errors, a rejection's in the dialog
  const accepting = useRowAction();
  const deciding = useAction<number>();
  const busy = accepting.busyWith ?? deciding.busyWith;

  const accept = (list: PagedListState<Renewal>, renewal: Renewal) => accepting.run(list, renewal.id, () => acceptRenewal(renewal.id));

  const reject = (reason: string) =>
    rejecting &&
    deciding.run(async () => {
      await rejectRenewal(rejecting.renewal.id, reason);
      rejecting.list.reload();
      setRejecting(null);
    }, rejecting.renewal.id);

  /** Aceptar or Rechazar, on a renewal still waiting for its decision. */
  const decisionColumn = (decision: 'accept' | 'reject', width: number, look: (renewal: Renewal) => PlainButtonProps): ListColumn<Renewal> => ({
    key: decision,
    title: T[decision],
    role: 'action',
    width,
    render: (_, r) =>
      r.status === RENEWAL_STATUS.requested && (
        <PlainButton {...look(r)} small aria-label={`${T[decision]} ${r.propertyName}`}>
          {T[decision]}
        </PlainButton>
      ),
  });

  return (
    <>
      <PagedList<Renewal>
        title={T.title}
        intro={T.intro}
        url={RENEWALS_URLS.base}
        columns={(list) => [
          // the property's screen: its certificate, history and boundary
          { key: 'property', title: T.property, role: 'title', width: 170, ellipsis: true, render: (_, r) => <Link to={paths.propiedadesLimiteAdmin(r.propertyId)}>{r.propertyName}</Link> },
          { key: 'owner', title: T.owner, dataIndex: 'ownerFullName', priority: 'secondary', width: 150, ellipsis: true },
          { key: 'amount', title: T.amount, render: (_, r) => formatColones(r.amount), align: 'right', width: 110 },
          dateColumn('date', T.date, (r) => r.dateCreated, { priority: 'secondary', width: 100 }),
          dateColumn('validUntil', T.validUntil, (r) => r.validUntil, { priority: 'secondary', width: 100 }),
          { key: 'certificate', title: T.certificate, render: (_, r) => <CertificateStatusTag status={r.certificateStatus} />, priority: 'secondary', width: 100 },
          fileColumn(list, { key: 'voucher', title: T.voucher, file: (r) => r.paymentVoucher }),
          { key: 'outcome', title: T.outcome, render: (_, r) => outcome(r), priority: 'detail', width: 200 },
          { key: 'status', title: T.status, dataIndex: 'status', role: 'status', width: 96 },
          // with Rechazar, one above the other, as the extra-visit requests
          decisionColumn('accept', 48, (r) => ({ primary: true, busy: busy === r.id, onClick: () => accept(list, r) })),
          decisionColumn('reject', 52, (r) => ({ danger: true, disabled: busy === r.id, onClick: () => setRejecting({ list, renewal: r }) })),
        ]}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? T.rejectTitle(rejecting.renewal.propertyName) : ''}
        okText={T.reject}
        cancelText={T.cancel}
        label={T.reasonLabel}
        hint={T.reasonHint(CERTIFICATE_REASON.min, CERTIFICATE_REASON.max)}
        danger
        busy={busy !== null}
        errors={deciding.errors}
        onClearErrors={() => deciding.setErrors([])}
        onConfirm={reject}
        onCancel={() => {
          setRejecting(null);
          deciding.setErrors([]);
        }}
      />
    </>
  );
}
