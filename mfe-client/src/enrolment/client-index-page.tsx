import { Link } from 'react-router-dom';
import type { EnrolmentRow } from '@portal/shared-api';
import { ENROLMENT_URLS } from '@portal/shared-api/client';
import { PagedList, StatusTag, formatDateTime } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.list;

/** /Inscripcion/ClientIndex (spec §2): the client's own enrolments, each to its detail. */
export function ClientIndexPage() {
  return (
    <PagedList<EnrolmentRow>
      title={T.title}
      url={ENROLMENT_URLS.clientIndex}
      create={{ entity: 'Inscripción', to: '/Inscripcion' }}
      columns={[
        { key: 'view', title: '', render: (_, e) => <Link to={`/Inscripcion/ClientDisplay/${e.id}`} aria-label={`${T.view} ${e.id}`}>{T.view}</Link> },
        { key: 'name', title: T.name, dataIndex: 'fullName' },
        { key: 'category', title: T.category, dataIndex: 'categoryName' },
        { key: 'date', title: T.date, render: (_, e) => formatDateTime(e.dateSolicited) },
        { key: 'status', title: T.status, render: (_, e) => <StatusTag status={e.status} /> },
        { key: 'modality', title: T.modality, dataIndex: 'modality' },
        { key: 'days', title: T.days, dataIndex: 'duration', align: 'right' },
      ]}
    />
  );
}
