import { Link, useNavigate, useParams } from '@portal/shared-auth/router';
import { DEFAULT_REPORT_TYPE, paths, REGENT_RESULTS, type Appointment } from '@portal/shared-api';
import { ApiError, getAppointment, updateAppointment } from '@portal/shared-api/client';
import { FileLinkView, formatDateTime, PlainAlert, PlainCard, PlainLoading, PortalForm, PropertySummary, useFormAlert, useLoad, type Submission } from '@portal/shared-ui';
import { addVisit, outboxAvailable } from '../app/outbox';
import { VISIT_SERVER_FIELDS, VisitResultFields, validateVisitResult, type VisitResultValues } from './visit-result-fields';
import { TEXTS } from '../texts';
import { AppointmentStatusTag } from './appointment-status-tag';
import '../regent.css';

const T = TEXTS.visit;

const isRegentResult = (status: string): boolean => (REGENT_RESULTS as readonly string[]).includes(status);

/** What the visit is about: the property, its owner, the date, the notes, the status and any report filed. */
function VisitSummary({ appointment: a, onError }: { appointment: Appointment; onError: (error: unknown) => void }) {
  const p = a.property;
  return (
    <PropertySummary
      property={p}
      owner={a.customer.userFullName}
      style={{ marginBottom: 24 }}
      items={[
        { key: 'date', label: T.date, children: formatDateTime(a.appointmentStart) },
        { key: 'status', label: T.status, children: <AppointmentStatusTag status={a.appointmentStatus} /> },
        ...(a.reportStatus ? [{ key: 'reportType', label: T.reportType, children: a.reportStatus }] : []),
        { key: 'notes', label: T.notes, children: a.notes ?? '—', span: 'filled' as const },
        ...(a.adminNotes ? [{ key: 'adminNotes', label: T.adminNotes, children: a.adminNotes, span: 'filled' as const }] : []),
        ...(a.multipleReports.length > 0
          ? [
              {
                key: 'reports',
                label: T.reports,
                span: 'filled' as const,
                children: (
                  <ul className="regent-files">
                    {a.multipleReports.map((file) => (
                      <li key={file.url}>
                        <FileLinkView file={file} label={T.reports} onError={onError} />
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** The regent's result (spec §4, §5): a result, the report type, notes and at least one report file, each error beside its field. */
function VisitForm({ appointment: a }: { appointment: Appointment }) {
  const navigate = useNavigate();

  // the submission's key: sent again after a lost answer, the result and its reports are recorded once
  const submit = async ({ result, reportStatus, notes, reports = [], photos = [] }: VisitResultValues, { idempotencyKey }: Submission) => {
    const keepOnPhone = async () => {
      await addVisit({
        appointmentId: a.id,
        resultKey: idempotencyKey,
        propertyId: a.property.id,
        propertyLabel: a.property.sheetNumber ?? a.property.address ?? String(a.property.id),
        visitStart: new Date(a.appointmentStart),
        notes: notes?.trim() ?? '',
        result: result!,
        reportStatus,
        reports,
        photos,
      });
      // this page is outside the installed app's pages: the outbox is opened as a page of the app, which the
      // app's worker answers without a network
      if (typeof navigator.serviceWorker !== 'undefined' && !navigator.serviceWorker.controller) window.location.assign(paths.dashboardRegentPendientes());
      else navigate(paths.dashboardRegentPendientes(), { state: { flash: TEXTS.fieldVisit.savedOffline } });
    };
    // no signal: the result waits in the phone's outbox until the connection returns
    if (!navigator.onLine && outboxAvailable()) return keepOnPhone();
    try {
      await updateAppointment(
        {
          id: a.id,
          AppointmentStatus: result,
          notes: notes?.trim() ?? '',
          ReportStatus: reportStatus,
          MultipleReports: reports,
          ...(photos.length > 0 ? { Photos: photos.map((p) => p.file), PhotoCaptures: JSON.stringify(photos.map((p) => p.capture)) } : {}),
        },
        { idempotencyKey },
      );
    } catch (error) {
      // no answer at all: the same submission (its key) goes to the outbox, so a result the server did record
      // before its answer was lost is not recorded twice
      if (error instanceof ApiError && error.status === 0 && outboxAvailable()) return keepOnPhone();
      throw error;
    }
    navigate('/', { state: { flash: T.saved(a.id, result!) } });
  };

  return (
    <PortalForm<VisitResultValues>
      label={T.title(a.id)}
      onSubmit={submit}
      validate={validateVisitResult}
      serverFields={VISIT_SERVER_FIELDS}
      initialValues={{
        result: isRegentResult(a.appointmentStatus) ? a.appointmentStatus : undefined,
        reportStatus: a.reportStatus ?? DEFAULT_REPORT_TYPE,
        notes: a.notes ?? undefined,
      }}
      submitLabel={T.submit}
      cancelLabel={T.cancel}
      onCancel={() => navigate(paths.citasMisCitas())}
    >
      <VisitResultFields />
    </PortalForm>
  );
}

/**
 * /Citas/{id} (spec §2, §4, §5, §8): the visit form where the regent files the result and the reports;
 * when the visit no longer admits the regent's result, the result is shown read-only.
 */
export function VisitPage() {
  const { id = '' } = useParams();
  const state = useLoad(() => getAppointment(id), id);
  const download = useFormAlert();
  const a = state.data;
  return (
    <PlainCard title={T.title(a?.id ?? id)} extra={<Link to={paths.citasMisCitas()}>{TEXTS.visits.title}</Link>}>
      <PlainAlert
        messages={[...state.errors, ...download.messages]}
        onClose={() => {
          state.clearErrors();
          download.clear();
        }}
      />
      {state.loading && <PlainLoading />}
      {a && <VisitSummary appointment={a} onError={download.show} />}
      {a && (a.canRegister ? <VisitForm appointment={a} /> : <p>{T.readOnly}</p>)}
    </PlainCard>
  );
}
