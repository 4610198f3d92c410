import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { useNavigate, useParams } from '@portal/shared-auth/router';
import { paths, VISIT_DEFAULTS, VISIT_MSG, visitEnd, type LookupItem, type PropertyItem } from '@portal/shared-api';
import { createAppointment, getMyEnabledProperties, getMyRegents, getRegentProperties } from '@portal/shared-api/client';
import { useSession, userIdOf } from '@portal/shared-auth';
import { PlainCard, PortalForm, PropertySummary, SelectField, TextField, type Submission } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.createVisit;

interface Values {
  propertyId?: number;
  certifierId?: number;
  notes?: string;
  /** Hidden fields of spec §2 with the defaults of spec §4/§9. */
  startDate: string;
  startTime: string;
  duration: number;
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The visit's start from the hidden date and time fields, in the browser's (Costa Rica) time. */
export const startOf = (date: string, time: string) => new Date(`${date}T${time}:00`);

function PropertyDetails({ properties }: { properties: PropertyItem[] }) {
  const id = useField<number>('propertyId', { subscription: { value: true } }).input.value;
  const p = properties.find((x) => x.id === id);
  if (!p) return null;
  return (
    <PropertySummary property={p} placeAs="parts" items={[{ key: 'visits', label: T.visitsLeft, children: p.visitationAmount }]} />
  );
}

/**
 * Crear Visita (spec §2, §6): /Propiedades/CrearCitaPropiedad/{id}, /Propiedades/CrearCitaRegente/{id} and
 * /Propiedades/CrearCita. A client picks among own enabled properties and own regents; a regent among own
 * properties, and the only regent is themself. The start date, time and duration are hidden with their
 * defaults (today, 8:00, 30 minutes). Success goes to /.
 */
export function CreateVisitPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { loggedRole, claims, userName } = useSession();
  const ownId = userIdOf(claims);
  const regent = loggedRole === 'Regente';
  const [properties, setProperties] = useState<PropertyItem[]>([]);
  const [regents, setRegents] = useState<LookupItem[]>([]);

  useEffect(() => {
    (regent ? getRegentProperties() : getMyEnabledProperties()).then(setProperties).catch((error: unknown) => console.error(error));
    if (regent) {
      setRegents(ownId ? [{ id: ownId, name: userName ?? '' }] : []);
    } else {
      getMyRegents()
        .then((list) => setRegents(list.map((r) => ({ id: r.userId, name: r.userFullName }))))
        .catch((error: unknown) => console.error(error));
    }
  }, [regent, ownId, userName]);

  const submit = async (values: Values, { idempotencyKey }: Submission) => {
    const start = startOf(values.startDate, values.startTime);
    await createAppointment(
      {
        AppointmentStart: start.toISOString(),
        AppointmentEnd: visitEnd(start, values.duration).toISOString(),
        CertifierId: values.certifierId!,
        PropertyId: values.propertyId!,
        Notes: values.notes,
        Title: T.title,
      },
      { idempotencyKey },
    );
    navigate('/', { state: { flash: T.created } });
  };

  return (
    <PlainCard title={T.title} width={860}>
      <PortalForm<Values>
        label={T.title}
        onSubmit={submit}
        validate={(values) => ({
          ...(values.propertyId ? {} : { propertyId: VISIT_MSG.propertyMissing }),
          ...(values.certifierId ? {} : { certifierId: VISIT_MSG.regentMissing }),
        })}
        initialValues={{
          propertyId: id ? Number(id) : undefined,
          certifierId: regent && ownId ? ownId : undefined,
          startDate: today(),
          startTime: `${String(VISIT_DEFAULTS.startHour).padStart(2, '0')}:${String(VISIT_DEFAULTS.startMinute).padStart(2, '0')}`,
          duration: VISIT_DEFAULTS.durationMinutes,
        }}
        submitLabel={T.submit}
        cancelLabel={T.cancel}
        onCancel={() => navigate(paths.propiedadesMisPropiedades())}
      >
        <div className="form-grid">
          <SelectField
            name="propertyId"
            label={T.property}
            options={properties.map((p) => ({ id: p.id, name: `${p.fantasyName ?? p.sheetNumber ?? ''} — ${p.address}` }))}
            required
          />
          <SelectField name="certifierId" label={T.regent} options={regents} disabled={regent} required />
        </div>
        <PropertyDetails properties={properties} />
        <TextField name="notes" label={T.notes} multiline />
      </PortalForm>
    </PlainCard>
  );
}
