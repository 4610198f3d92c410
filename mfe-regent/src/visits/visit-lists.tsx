import { Link } from '@portal/shared-auth/router';
import { APPOINTMENT_STATUS, paths, type Appointment } from '@portal/shared-api';
import { APPOINTMENTS_URLS } from '@portal/shared-api/client';
import { PagedList, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { AppointmentStatusTag } from './appointment-status-tag';

const T = TEXTS.visits;

interface VisitListProps {
  title: string;
  url: string;
  /** What the Estado column says for a row. */
  status: (a: Appointment) => Appointment['appointmentStatus'];
}

/**
 * The "Mis Visitas" list of spec §2: #, # Finca, Direccion, Propietario, Fecha, Notas, Estado, and Abrir per row;
 * # and Direccion are in the row's expansion below 1280 px.
 */
function VisitList({ title, url, status }: VisitListProps) {
  return (
    <PagedList<Appointment>
      key={url}
      title={title}
      url={url}
      columns={[
        { key: 'id', title: T.id, dataIndex: 'id', priority: 'secondary', width: 60 },
        { key: 'sheetNumber', title: T.sheetNumber, render: (_, a) => a.property.sheetNumber ?? a.property.fantasyName ?? '—', role: 'title', width: 140, ellipsis: true },
        { key: 'address', title: T.address, render: (_, a) => a.property.address, priority: 'secondary', width: 200, ellipsis: true },
        { key: 'owner', title: T.owner, render: (_, a) => a.customer.userFullName, width: 170, ellipsis: true },
        dateColumn('date', T.date, (a) => a.appointmentStart, { width: 140 }),
        { key: 'notes', title: T.notes, render: (_, a) => a.notes ?? '', width: 190, ellipsis: true },
        { key: 'status', title: T.status, render: (_, a) => <AppointmentStatusTag status={status(a)} />, role: 'status', width: 160 },
        { key: 'open', title: T.open, role: 'action', width: 80, render: (_, a) => <Link to={paths.citasId(a.id)} aria-label={T.openLabel(a.id)}>{T.open}</Link> },
      ]}
    />
  );
}

/** /Citas/MisCitas (and /Citas): the regent's visits with their real status (spec §2, §4). */
export function MyVisitsPage() {
  return <VisitList title={T.title} url={APPOINTMENTS_URLS.mine} status={(a) => a.appointmentStatus} />;
}

/** /Citas/MisCitasExpiradas (spec §2): the regent's expired visits; Estado always `Expirada`. */
export function ExpiredVisitsPage() {
  return <VisitList title={T.expiredTitle} url={APPOINTMENTS_URLS.expired} status={() => APPOINTMENT_STATUS.expired} />;
}
