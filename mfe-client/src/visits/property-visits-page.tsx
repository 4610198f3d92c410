import { useNavigate, useParams } from '@portal/shared-auth/router';
import { paths, resultText, type Appointment } from '@portal/shared-api';
import { APPOINTMENTS_URLS, getAppointment } from '@portal/shared-api/client';
import { dateColumn, formatDateTime, linkColumn, PagedList, PlainAlert, PlainButton, PlainCard, PlainLoading, PropertySummary, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.propertyVisits;
const R = TEXTS.visitResult;

/** /Propiedades/CitasPropiedad/{id} (spec §2): a property's visits, each opening its result. */
export function PropertyVisitsPage() {
  const { id = '' } = useParams();
  return (
    <PagedList<Appointment>
      title={T.title}
      url={APPOINTMENTS_URLS.byProperty(id)}
      columns={[
        { key: 'id', title: T.columns.id, dataIndex: 'id', align: 'right', width: 70 },
        dateColumn('date', T.columns.date, (a) => a.appointmentStart, { role: 'title', width: 150 }),
        { key: 'regent', title: T.columns.regent, render: (_, a) => a.certifier.userFullName, width: 180, ellipsis: true },
        { key: 'notes', title: T.columns.notes, render: (_, a) => a.notes ?? '—', width: 240, ellipsis: true },
        { key: 'status', title: T.columns.status, dataIndex: 'appointmentStatus', role: 'status', width: 160 },
        linkColumn({ key: 'open', title: TEXTS.properties.open, width: 80, to: (a) => paths.citasCliente(a.id), label: (a) => `${TEXTS.properties.open} ${a.id}` }),
      ]}
    />
  );
}

/** /CitasCliente/{id} (spec §2): the client reads a visit's result; Aceptar goes home. */
export function VisitResultPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const state = useLoad(() => getAppointment(id), id);
  const a = state.data;
  return (
    <PlainCard title={R.title} width={760}>
      <PlainAlert messages={state.errors} onClose={state.clearErrors} />
      {state.loading && <PlainLoading />}
      {a && (
        <PropertySummary
          property={a.property}
          column={1}
          style={{ marginBottom: 0 }}
          items={[
            { key: 'regent', label: R.regent, children: a.certifier.userFullName },
            { key: 'date', label: R.date, children: formatDateTime(a.appointmentStart) },
            { key: 'notes', label: R.notes, children: a.notes ?? '—' },
            { key: 'result', label: R.result, children: resultText(a) },
          ]}
        />
      )}
      <PlainButton primary style={{ marginTop: 16 }} onClick={() => navigate('/')}>
        {R.accept}
      </PlainButton>
    </PlainCard>
  );
}
