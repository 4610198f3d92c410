import { useState } from 'react';
import { Button } from 'antd';
import { VISIT_REQUEST_STATUS, type VisitRequest } from '@portal/shared-api';
import { EXTRAVISITATIONS_URLS, decideExtraVisits } from '@portal/shared-api/client';
import { FileLinkView, PagedList, errorLines, formatColones, formatDateTime, type PagedListState } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.requests;

/**
 * /Citas/Solicitudes (spec §2): the extra-visit requests with both files; accepting adds the visits to the
 * property, rejecting closes the request. A failure shows only in the error list (spec §8).
 */
export function VisitRequestsPage() {
  const [busy, setBusy] = useState<number | null>(null);

  const decide = async (list: PagedListState<VisitRequest>, request: VisitRequest, decision: 'accept' | 'reject') => {
    list.clearErrors();
    setBusy(request.id);
    try {
      await decideExtraVisits(request.id, decision);
      list.reload();
    } catch (error) {
      list.setErrors(errorLines(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <PagedList<VisitRequest>
      title={T.title}
      url={EXTRAVISITATIONS_URLS.base}
      columns={(list) => [
        { key: 'owner', title: T.owner, dataIndex: 'ownerFullName', role: 'title', width: 170, ellipsis: true },
        { key: 'sheet', title: T.sheetNumber, render: (_, r) => r.sheetNumber ?? '—', priority: 'secondary' },
        { key: 'address', title: T.address, dataIndex: 'fullAddress', priority: 'secondary' },
        { key: 'count', title: T.count, dataIndex: 'visitationAmount', priority: 'secondary' },
        { key: 'cost', title: T.cost, render: (_, r) => formatColones(r.visitationCost), priority: 'secondary' },
        { key: 'total', title: T.total, render: (_, r) => formatColones(r.totalAmount), align: 'right', width: 120 },
        { key: 'date', title: T.date, render: (_, r) => formatDateTime(r.dateCreated), priority: 'secondary' },
        {
          key: 'certificate',
          title: T.certificate,
          width: 150,
          ellipsis: true,
          tooltip: (r) => r.certificationCIARGO?.name,
          render: (_, r) => <FileLinkView file={r.certificationCIARGO} label={T.certificate} onError={(e) => list.setErrors(errorLines(e))} />,
        },
        {
          key: 'voucher',
          title: T.voucher,
          width: 150,
          ellipsis: true,
          tooltip: (r) => r.paymentVoucher?.name,
          render: (_, r) => <FileLinkView file={r.paymentVoucher} label={T.voucher} onError={(e) => list.setErrors(errorLines(e))} />,
        },
        { key: 'status', title: T.status, dataIndex: 'status', role: 'status', width: 110 },
        {
          key: 'accept',
          title: T.accept,
          role: 'action',
          width: 84,
          render: (_, r) =>
            r.status === VISIT_REQUEST_STATUS.requested && (
              <Button type="primary" size="small" loading={busy === r.id} onClick={() => decide(list, r, 'accept')} aria-label={`${T.accept} ${r.id}`}>
                {T.accept}
              </Button>
            ),
        },
        {
          key: 'reject',
          title: T.reject,
          role: 'action',
          width: 92,
          render: (_, r) =>
            r.status === VISIT_REQUEST_STATUS.requested && (
              <Button danger size="small" disabled={busy === r.id} onClick={() => decide(list, r, 'reject')} aria-label={`${T.reject} ${r.id}`}>
                {T.reject}
              </Button>
            ),
        },
      ]}
    />
  );
}
