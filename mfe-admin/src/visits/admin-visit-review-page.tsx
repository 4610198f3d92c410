import { useState } from 'react';
import { useNavigate, useParams } from '@portal/shared-auth/router';
import {
  ADMIN_RESULTS,
  APPOINTMENT_STATUS,
  DEFAULT_REPORT_TYPE,
  REPORT_TYPES,
  VISIT_MSG,
  type Appointment,
  type ReportType,
  propertyProfilePath,
} from '@portal/shared-api';
import { getAppointment, updateAppointment } from '@portal/shared-api/client';
import {
  ChoiceField,
  ConfirmDialog,
  FileField,
  FileLinkView,
  PlainAlert,
  PlainButton,
  PlainCard,
  PlainLoading,
  PortalForm,
  ProfileQr,
  PropertySummary,
  TextField,
  formatDateTime,
  lazyDialog,
  propertyName,
  useLoad,
} from '@portal/shared-ui';
import { paths } from '@portal/shared-api';
import { TEXTS } from '../texts';
import { VisitPhotos } from './visit-photos';
import './visit-photos.css';

const T = TEXTS.visits;

/** The QR's dialog downloads with antd when it first opens: the review itself is drawn without it. */
const QrDialog = lazyDialog(() => import('./qr-dialog').then(({ QrDialog: Dialog }) => Dialog));

interface ReviewValues {
  result?: string;
  reportStatus: ReportType;
  notes?: string;
  reports?: File[];
}

function Review({ appointment }: { appointment: Appointment }) {
  const navigate = useNavigate();
  const [approved, setApproved] = useState(false);

  const save = async ({ result, reportStatus, notes, reports = [] }: ReviewValues) => {
    await updateAppointment({ id: appointment.id, AppointmentStatus: result, notes: notes ?? '', ReportStatus: reportStatus, MultipleReports: reports });
    // spec §2: Aprobada shows a success dialog; anything else goes back one page
    if (result === APPOINTMENT_STATUS.approved) setApproved(true);
    else navigate(-1);
  };

  return (
    <>
      <PortalForm<ReviewValues>
        label={T.reviewTitle}
        onSubmit={save}
        validate={(values) => (values.result ? {} : { result: VISIT_MSG.adminResultMissing })}
        initialValues={{ reportStatus: appointment.reportStatus ?? DEFAULT_REPORT_TYPE }}
        submitLabel={T.save}
        cancelLabel={T.cancel}
        onCancel={() => navigate(paths.citasCitasAdministrador())}
      >
        <ChoiceField name="result" label={T.result} options={ADMIN_RESULTS} required />
        <ChoiceField name="reportStatus" label={T.reportStatus} options={REPORT_TYPES} />
        <TextField name="notes" label={T.notes} multiline />
        <FileField name="reports" label={T.addReports} kind="report" multiple />
      </PortalForm>
      <ConfirmDialog open={approved} title={T.approvedTitle} okText={T.close} onConfirm={() => navigate(paths.citasCitasAdministrador())} onCancel={() => navigate(paths.citasCitasAdministrador())}>
        <p>{T.approvedText}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * /CitasAdmin/{id} (spec §2): the administrator reviews a reported visit — the property's public-profile
 * QR in a dialog, the result (required), notes and reports.
 */
export function AdminVisitReviewPage() {
  const { id = '' } = useParams();
  const state = useLoad(() => getAppointment(id), id);
  const [qr, setQr] = useState(false);
  const a = state.data;
  return (
    <PlainCard title={T.reviewTitle} width={900}>
      <PlainAlert messages={state.errors} onClose={state.clearErrors} />
      {state.loading && <PlainLoading />}
      {a && (
        <>
          <PropertySummary
            property={a.property}
            owner={a.customer.userFullName}
            items={[
              { key: 'regent', label: T.regent, children: a.certifier.userFullName },
              { key: 'date', label: T.date, children: formatDateTime(a.appointmentStart) },
              { key: 'status', label: T.regentResult, children: a.appointmentStatus },
              { key: 'type', label: T.reportStatus, children: a.reportStatus ?? '—' },
              { key: 'notes', label: T.notes, children: a.notes ?? '—', span: 'filled' },
              {
                key: 'reports',
                label: T.reports,
                span: 'filled',
                children: (
                  <ul className="visit-reports">
                    {a.multipleReports.map((f) => (
                      <li key={f.url}>
                        <FileLinkView file={f} label={T.reports} />
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
          <VisitPhotos appointment={a} />
          <p>
            <PlainButton onClick={() => setQr(true)}>{T.showQr}</PlainButton>
          </p>
          <QrDialog open={qr} title={T.qrTitle} onClose={() => setQr(false)}>
            <ProfileQr path={propertyProfilePath(a.property.id)} name={propertyName(a.property) ?? `propiedad-${a.property.id}`} displaySize={240} />
          </QrDialog>
          {a.canReview ? <Review appointment={a} /> : <p>{a.appointmentStatus}</p>}
        </>
      )}
    </PlainCard>
  );
}
