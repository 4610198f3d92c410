import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { useNavigate, useParams } from '@portal/shared-auth/router';
import { createAppointment, getProperty } from '@portal/shared-api/client';
import { useSession, userIdOf } from '@portal/shared-auth';
import { PortalForm, PropertySummary, TextField, useLoad, type Submission } from '@portal/shared-ui';
import { DEFAULT_REPORT_TYPE, paths, type PropertyItem } from '@portal/shared-api';
import { useConnected } from '../app/online';
import { addVisit } from '../app/outbox';
import { VisitResultFields, validateVisitResult, type VisitResultValues } from '../visits/visit-result-fields';
import { TEXTS } from '../texts';
import { ProjectCard } from './project-card';

const T = TEXTS.registerVisit;

/**
 * /DashboardRegent/InscripcionVisita/{id} (spec §2, §4): the regent registers a visit done on the property;
 * start and end are the current time, the certifier is the regent. It cannot be undone, so the regent
 * confirms first. Then the visit form, to file the result and the reports.
 */
export function RegisterVisitPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const userId = userIdOf(useSession().claims);
  const property = useLoad(() => getProperty(id), id);
  const online = useConnected();
  const p = property.data;

  // in the field without a signal: the whole visit, kept on the phone and sent when the connection returns
  if (!online) {
    return (
      <ProjectCard title={TEXTS.fieldVisit.title} errors={[]} loading={false}>
        <p>{TEXTS.fieldVisit.intro}</p>
        {p && <PropertySummary property={p} owner={p.customerName} style={{ marginBottom: 24 }} />}
        <FieldVisitForm propertyId={Number(id)} property={p} onSaved={() => navigate(paths.dashboardRegentPendientes())} onCancel={() => navigate(paths.dashboardRegent())} />
      </ProjectCard>
    );
  }

  const submit = async ({ notes }: { notes?: string }, { idempotencyKey }: Submission) => {
    const now = new Date().toISOString();
    const newId = await createAppointment(
      { AppointmentStart: now, AppointmentEnd: now, CertifierId: userId!, PropertyId: Number(id), Notes: notes?.trim() || undefined },
      { idempotencyKey },
    );
    navigate(paths.citasId(newId));
  };

  return (
    <ProjectCard title={T.title} errors={property.errors} onCloseErrors={property.clearErrors} loading={property.loading}>
      <p>{T.intro}</p>
      {p && (
        <PropertySummary property={p} owner={p.customerName} style={{ marginBottom: 24 }} />
      )}
      <PortalForm<{ notes?: string }>
        label={T.title}
        onSubmit={submit}
        // without the regent's id nothing can be registered: said at once, before asking to confirm
        validate={() => (userId === null ? { [FORM_ERROR]: T.noUserId } : {})}
        confirm={{ title: T.confirmTitle, content: T.confirmContent, okText: T.confirm, cancelText: T.confirmCancel }}
        submitLabel={T.submit}
        cancelLabel={T.cancel}
        onCancel={() => navigate(paths.dashboardRegent())}
      >
        <TextField name="notes" label={T.notes} multiline />
      </PortalForm>
    </ProjectCard>
  );
}

/** The visit done, its result, report and field photos, registered without a signal: into the outbox. */
function FieldVisitForm({ propertyId, property, onSaved, onCancel }: { propertyId: number; property?: PropertyItem; onSaved: () => void; onCancel: () => void }) {
  const [startedAt] = useState(() => new Date());
  const submit = async ({ result, reportStatus, notes, reports = [], photos = [] }: VisitResultValues) => {
    await addVisit({
      propertyId,
      propertyLabel: property?.sheetNumber ?? property?.address ?? String(propertyId),
      visitStart: startedAt,
      notes: notes?.trim() ?? '',
      result: result!,
      reportStatus,
      reports,
      photos,
    });
    onSaved();
  };
  return (
    <PortalForm<VisitResultValues>
      label={TEXTS.fieldVisit.title}
      onSubmit={submit}
      validate={validateVisitResult}
      initialValues={{ reportStatus: DEFAULT_REPORT_TYPE }}
      submitLabel={TEXTS.fieldVisit.submit}
      cancelLabel={T.cancel}
      onCancel={onCancel}
    >
      <VisitResultFields />
    </PortalForm>
  );
}
