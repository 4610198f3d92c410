import { useState } from 'react';
import { Button, Space } from 'antd';
import { VISIT_REQUEST_STATUS, type VisitRequest } from '@portal/shared-api';
import { VISIT_URLS, decideExtraVisits } from '@portal/shared-api/client';
import { AlertList, FileLinkView, PagedList, formatColones, formatDateTime, errorLines } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.requests;

/**
 * /Citas/Solicitudes (spec §2): the extra-visit requests with both files; accepting adds the visits to the
 * property, rejecting closes the request. A failure shows only in the error list (spec §8).
 */
export function VisitRequestsPage() {
  const [errors, setErrors] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);

  const decide = async (request: VisitRequest, decision: 'accept' | 'reject') => {
    setErrors([]);
    setBusy(request.id);
    try {
      await decideExtraVisits(request.id, decision);
      setVersion((v) => v + 1);
    } catch (error) {
      setErrors(errorLines(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <AlertList messages={errors} onClose={() => setErrors([])} />
      <PagedList<VisitRequest>
        key={version}
        title={T.title}
        url={VISIT_URLS.extraVisits}
        columns={[
          { key: 'sheet', title: T.sheetNumber, render: (_, r) => r.sheetNumber ?? '—' },
          { key: 'address', title: T.address, dataIndex: 'fullAddress' },
          { key: 'owner', title: T.owner, dataIndex: 'ownerFullName' },
          { key: 'count', title: T.count, dataIndex: 'visitationAmount', align: 'right' },
          { key: 'cost', title: T.cost, render: (_, r) => formatColones(r.visitationCost) },
          { key: 'total', title: T.total, render: (_, r) => formatColones(r.totalAmount) },
          { key: 'date', title: T.date, render: (_, r) => formatDateTime(r.dateCreated) },
          { key: 'certificate', title: T.certificate, render: (_, r) => (r.certificationCIARGO ? <FileLinkView file={r.certificationCIARGO} label={T.certificate} onError={(e) => setErrors(errorLines(e))} /> : '—') },
          { key: 'voucher', title: T.voucher, render: (_, r) => (r.paymentVoucher ? <FileLinkView file={r.paymentVoucher} label={T.voucher} onError={(e) => setErrors(errorLines(e))} /> : '—') },
          { key: 'status', title: T.status, dataIndex: 'status' },
          {
            key: 'decide',
            title: '',
            render: (_, r) =>
              r.status === VISIT_REQUEST_STATUS.requested && (
                <Space>
                  <Button type="primary" size="small" loading={busy === r.id} onClick={() => decide(r, 'accept')} aria-label={`${T.accept} ${r.id}`}>
                    {T.accept}
                  </Button>
                  <Button danger size="small" disabled={busy === r.id} onClick={() => decide(r, 'reject')} aria-label={`${T.reject} ${r.id}`}>
                    {T.reject}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
    </>
  );
}
