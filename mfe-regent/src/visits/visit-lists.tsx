import { Link } from 'react-router-dom';
import { APPOINTMENT_STATUS, type Appointment } from '@portal/shared-api';
import { VISIT_URLS } from '@portal/shared-api/client';
import { PagedList, formatDateTime } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { AppointmentStatusTag } from './appointment-status-tag';

const T = TEXTS.visits;

interface VisitListProps {
  title: string;
  url: string;
  /** What the Estado column says for a row. */
  status: (a: Appointment) => Appointment['appointmentStatus'];
}

/** The "Mis Visitas" list of spec §2: #, # Finca, Direccion, Propietario, Fecha, Notas, Estado, and Abrir per row. */
function VisitList({ title, url, status }: VisitListProps) {
  return (
    <PagedList<Appointment>
      key={url}
      title={title}
      url={url}
      columns={[
        { key: 'open', title: '', render: (_, a) => <Link to={`/Citas/${a.id}`} aria-label={T.openLabel(a.id)}>{T.open}</Link> },
        { key: 'id', title: T.id, dataIndex: 'id', align: 'right' },
        { key: 'sheetNumber', title: T.sheetNumber, render: (_, a) => a.property.sheetNumber ?? a.property.fantasyName ?? '—' },
        { key: 'address', title: T.address, render: (_, a) => a.property.address },
        { key: 'owner', title: T.owner, render: (_, a) => a.customer.userFullName },
        { key: 'date', title: T.date, render: (_, a) => formatDateTime(a.appointmentStart) },
        { key: 'notes', title: T.notes, render: (_, a) => a.notes ?? '' },
        { key: 'status', title: T.status, render: (_, a) => <AppointmentStatusTag status={status(a)} /> },
      ]}
    />
  );
}

/** /Citas/MisCitas (and /Citas): the regent's visits with their real status (spec §2, §4). */
export function MyVisitsPage() {
  return <VisitList title={T.title} url={VISIT_URLS.myAppointments} status={(a) => a.appointmentStatus} />;
}

/** /Citas/MisCitasExpiradas (spec §2): the regent's expired visits; Estado always `Expirada`. */
export function ExpiredVisitsPage() {
  return <VisitList title={T.expiredTitle} url={VISIT_URLS.expiredAppointments} status={() => APPOINTMENT_STATUS.expired} />;
}
