import { Link } from '@portal/shared-auth/router';
import { paths, type AdminList, type EnrolmentRow } from '@portal/shared-api';
import { INSCRIPTIONS_URLS, downloadFile } from '@portal/shared-api/client';
import { PagedList, StatusTag, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.enrolments;

/**
 * The administrator's enrolment lists (spec §2: AdminIndex and its six siblings), titled `Inscripciones`,
 * each row to /Inscripcion/AdminDisplay/{id}; the paid list also downloads the voucher.
 */
export function EnrolmentListPage({ list }: { list: AdminList }) {
  return (
    <PagedList<EnrolmentRow>
      key={list}
      title={T.title}
      intro={T.subtitles[list]}
      url={INSCRIPTIONS_URLS.adminList(list)}
      searchable
      columns={[
        { key: 'name', title: T.name, dataIndex: 'fullName', role: 'title', width: 170, ellipsis: true },
        { key: 'category', title: T.category, dataIndex: 'categoryName', width: 180, ellipsis: true },
        { key: 'email', title: T.email, dataIndex: 'email', priority: 'secondary', width: 170, ellipsis: true },
        { key: 'phone', title: T.phone, dataIndex: 'phoneNumber', priority: 'secondary', width: 110 },
        dateColumn('date', T.date, (e) => e.dateSolicited, { width: 100 }),
        { key: 'status', title: T.status, render: (_, e) => <StatusTag status={e.status} />, role: 'status', width: 120 },
        { key: 'modality', title: T.modality, dataIndex: 'modality', priority: 'secondary', width: 110 },
        { key: 'days', title: T.days, dataIndex: 'duration', priority: 'secondary', align: 'right', width: 70 },
        { key: 'view', title: T.view, role: 'action', width: 64, render: (_, e) => <Link to={paths.inscripcionAdminDisplay(e.id)} aria-label={`${T.view} ${e.id}`}>{T.view}</Link> },
        ...(list === 'adminindexpayed'
          ? [
              {
                key: 'voucher',
                title: T.voucher,
                role: 'action' as const,
                width: 110,
                render: (_: unknown, e: EnrolmentRow) =>
                  e.paymentVoucher && (
                    <a
                      href={e.paymentVoucher}
                      onClick={(event) => {
                        event.preventDefault();
                        downloadFile(e.paymentVoucher!, `comprobante-inscripcion-${e.id}`).catch((error: unknown) => console.error(error));
                      }}
                    >
                      {T.download}
                    </a>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}

export const AdminIndexPage = () => <EnrolmentListPage list="adminindex" />;
export const AdminIndexPayablePage = () => <EnrolmentListPage list="adminindexpayable" />;
export const AdminIndexPayedPage = () => <EnrolmentListPage list="adminindexpayed" />;
export const AdminIndexRemediatePage = () => <EnrolmentListPage list="adminindexremediate" />;
export const AdminIndexRemediatedPage = () => <EnrolmentListPage list="adminindexremediated" />;
export const AdminIndexAcceptedPage = () => <EnrolmentListPage list="adminindexaccepted" />;
export const AdminIndexRejectedPage = () => <EnrolmentListPage list="adminindexrejected" />;
