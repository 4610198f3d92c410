import { VISIT_REQUEST_STATUS, type VisitRequest } from '@portal/shared-api';
import { EXTRAVISITATIONS_URLS, decideExtraVisits } from '@portal/shared-api/client';
import { PagedList, PlainButton, type PlainButtonProps, fileColumn, formatColones, type ListColumn, type PagedListState, useRowAction, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.requests;

type Decision = 'accept' | 'reject';

/**
 * /Citas/Solicitudes (spec §2): the extra-visit requests with both files; accepting adds the visits to the
 * property, rejecting closes the request. A failure shows only in the error list (spec §8).
 */
export function VisitRequestsPage() {
  // a failure shows in the list's errors
  const deciding = useRowAction();
  const busy = deciding.busyWith;

  const decide = (list: PagedListState<VisitRequest>, request: VisitRequest, decision: Decision) =>
    deciding.run(list, request.id, () => decideExtraVisits(request.id, decision));

  /** Aceptar or Rechazar, on a request still waiting for the decision. */
  const decisionColumn = (list: PagedListState<VisitRequest>, decision: Decision, width: number, look: (request: VisitRequest) => PlainButtonProps): ListColumn<VisitRequest> => ({
    key: decision,
    title: T[decision],
    role: 'action',
    width,
    render: (_, r) =>
      r.status === VISIT_REQUEST_STATUS.requested && (
        <PlainButton {...look(r)} small onClick={() => decide(list, r, decision)} aria-label={`${T[decision]} ${r.id}`}>
          {T[decision]}
        </PlainButton>
      ),
  });

  return (
    <PagedList<VisitRequest>
      title={T.title}
      url={EXTRAVISITATIONS_URLS.base}
      columns={(list) => [
        { key: 'owner', title: T.owner, dataIndex: 'ownerFullName', role: 'title', width: 150, ellipsis: true },
        { key: 'sheet', title: T.sheetNumber, render: (_, r) => r.sheetNumber ?? '—', priority: 'secondary', width: 100, ellipsis: true },
        { key: 'address', title: T.address, dataIndex: 'fullAddress', priority: 'secondary', width: 150, ellipsis: true },
        { key: 'count', title: T.count, dataIndex: 'visitationAmount', priority: 'secondary', align: 'right', width: 80 },
        { key: 'cost', title: T.cost, render: (_, r) => formatColones(r.visitationCost), priority: 'secondary', align: 'right', width: 100 },
        { key: 'total', title: T.total, render: (_, r) => formatColones(r.totalAmount), align: 'right', width: 110 },
        dateColumn('date', T.date, (r) => r.dateCreated, { priority: 'secondary', width: 100 }),
        fileColumn(list, { key: 'certificate', title: T.certificate, file: (r) => r.certificationCIARGO }),
        fileColumn(list, { key: 'voucher', title: T.voucher, file: (r) => r.paymentVoucher }),
        { key: 'status', title: T.status, dataIndex: 'status', role: 'status', width: 100 },
        // with Rechazar, one above the other: the row keeps every column the spec names in view at 1280 px
        decisionColumn(list, 'accept', 48, (r) => ({ primary: true, busy: busy === r.id })),
        decisionColumn(list, 'reject', 52, (r) => ({ danger: true, disabled: busy === r.id })),
      ]}
    />
  );
}
