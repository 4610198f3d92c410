import { Link } from 'react-router-dom';
import { paths, type EnrolmentRow } from '@portal/shared-api';
import { INSCRIPTIONS_URLS } from '@portal/shared-api/client';
import { PagedList, StatusTag, formatDateTime } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.list;

/** /Inscripcion/ClientIndex (spec §2): the client's own enrolments, each to its detail. */
export function ClientIndexPage() {
  return (
    <PagedList<EnrolmentRow>
      title={T.title}
      url={INSCRIPTIONS_URLS.clientIndex}
      create={{ entity: T.entity, to: paths.inscripcion() }}
      columns={[
        { key: 'name', title: T.name, dataIndex: 'fullName', role: 'title', width: 200, ellipsis: true },
        { key: 'category', title: T.category, dataIndex: 'categoryName', width: 230, ellipsis: true },
        { key: 'date', title: T.date, render: (_, e) => formatDateTime(e.dateSolicited), width: 140 },
        { key: 'modality', title: T.modality, dataIndex: 'modality', width: 110 },
        { key: 'status', title: T.status, render: (_, e) => <StatusTag status={e.status} />, role: 'status', width: 120 },
        { key: 'days', title: T.days, dataIndex: 'duration', priority: 'secondary', align: 'right', width: 70 },
        { key: 'view', title: T.view, role: 'action', width: 64, render: (_, e) => <Link to={paths.inscripcionClientDisplay(e.id)} aria-label={`${T.view} ${e.id}`}>{T.view}</Link> },
      ]}
    />
  );
}
