import { useState } from 'react';
import { useNavigate } from '@portal/shared-auth/router';
import {
  ENROLMENT_MSG,
  ID_TYPE,
  enrolmentTotal,
  flexFilesOf,
  isOctober,
  maskIdentifier,
  maskPhone,
  needsSecondDeclaration,
  showsTimberColumn,
  templateChoice,
  type Category,
} from '@portal/shared-api';
import { INSCRIPTIONS_URLS, submitEnrolment } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { ChoiceField, FileField, LocationCascade, PlainButton, PlainCard, PlainNotice, PortalForm, TextField, formatColones, lazyDialog, type Submission } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './enrolment.css';
import { CategoryField, ExtraPropertiesTable, LegalEntityFields, PropertiesField, PropertiesTable } from './enrolment-sections';
import { SERVER_FIELDS, enrolmentProblems, submissionOf, validateEnrolment, type EnrolmentValues } from './enrolment-rules';
import type { ExtraPropertyRow } from './extra-property-modal';
import type { PropertyRow } from './property-modal';

const T = TEXTS.enrolment;

// the dialogs that add a property download with antd when one first opens: the form draws without them
const PropertyModal = lazyDialog(() => import('./property-modal').then(({ PropertyModal: Dialog }) => Dialog));
const ExtraPropertyModal = lazyDialog(() => import('./extra-property-modal').then(({ ExtraPropertyModal: Dialog }) => Dialog));

/**
 * /Inscripcion (spec §2, §3, §4, §5, §9): the new-enrolment form. Category by drill-down, properties and
 * extra properties in their dialogs, the files each case asks for, the total in colones, and the
 * multipart submission with its progress.
 */
export function EnrolmentFormPage({ now = () => new Date() }: { now?: () => Date }) {
  const navigate = useNavigate();
  const { email, userName } = useSession();
  const [category, setCategory] = useState<Category>();
  const [properties, setProperties] = useState<PropertyRow[]>([]);
  const [extras, setExtras] = useState<ExtraPropertyRow[]>([]);
  const [dialog, setDialog] = useState<'property' | 'extra' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const total = enrolmentTotal(properties.map((p) => p.range));
  const ownerships = properties.map((p) => p.ownership);
  const chooseCategory = (next: Category | undefined) => {
    setCategory(next);
    // prices, names and files depend on the category
    setProperties([]);
    setExtras([]);
  };

  const submit = async (values: EnrolmentValues, { idempotencyKey }: Submission) => {
    if (!category) return;
    const submission = submissionOf(values, { category, properties, extras, userEmail: email ?? undefined });
    setProgress(0);
    try {
      await submitEnrolment(submission, { idempotencyKey, onProgress: ({ percent }) => setProgress(Math.round(percent * 100)) });
      navigate('/', { state: { flash: T.success } });
    } finally {
      setProgress(null);
    }
  };

  return (
    <PlainCard title={T.title}>
      <p>{T.intro}</p>
      <PlainNotice tone="info">{ENROLMENT_MSG.octoberBanner}</PlainNotice>
      <PortalForm<EnrolmentValues>
        label={T.title}
        onSubmit={submit}
        validate={(values) => ({ ...validateEnrolment(values, category), ...enrolmentProblems(category, properties, now()) })}
        initialValues={{ identificationTypeId: 1, emailAddress: email ?? undefined, fullName: userName ?? undefined }}
        serverFields={SERVER_FIELDS}
        submissionData={[category?.id, properties, extras]}
        submitLabel={T.submit}
        cancelLabel={T.cancel}
        onCancel={() => navigate('/')}
      >
        <h2 className="section-title">{T.applicant}</h2>
        <ChoiceField<number>
          name="identificationTypeId"
          label={T.personType}
          options={[
            { value: ID_TYPE.personal, label: T.natural },
            { value: ID_TYPE.business, label: T.legal },
          ]}
        />
        <div className="form-grid">
          <TextField name="fullName" label={T.fullName} autoComplete="name" required />
          <TextField name="identification" label={T.identification} mask={(raw) => maskIdentifier(ID_TYPE.personal, raw)} placeholder="#########" required />
        </div>
        <div className="form-grid">
          <FileField name="identifierFront" label={T.identifierFront} kind="image" required requiredMessage={ENROLMENT_MSG.identityImagesMissing} />
          <FileField name="identifierBack" label={T.identifierBack} kind="image" required requiredMessage={ENROLMENT_MSG.identityImagesMissing} />
        </div>
        <LegalEntityFields />

        <h2 className="section-title">{T.contact}</h2>
        <div className="form-grid">
          <TextField name="emailAddress" label={T.email} type="email" autoComplete="email" required />
          <TextField name="phoneNumber" label={T.phone} type="tel" mask={maskPhone} placeholder="####-####" autoComplete="tel-national" required />
        </div>
        <div className="form-grid form-grid--3">
          <LocationCascade />
        </div>
        <TextField name="address" label={T.address} multiline autoComplete="street-address" required />

        <h2 className="section-title">{T.category}</h2>
        <CategoryField category={category} onChange={chooseCategory} />
        {category?.octoberOnly && !isOctober(now()) && <PlainNotice tone="warning">{ENROLMENT_MSG.octoberOnly}</PlainNotice>}

        {category && (
          <>
            <h2 className="section-title">{T.properties}</h2>
            {category.isGroup && <p>{T.groupNote}</p>}
            <PropertiesField onAdd={() => setDialog('property')}>
              <PropertiesTable category={category} rows={properties} onRemove={(rowId) => setProperties((list) => list.filter((x) => x.rowId !== rowId))} />
            </PropertiesField>

            <h2 className="section-title">{T.extraProperties}</h2>
            <ExtraPropertiesTable category={category} rows={extras} onRemove={(rowId) => setExtras((list) => list.filter((x) => x.rowId !== rowId))} />
            <PlainButton className="enrolment-add" onClick={() => setDialog('extra')}>
              {T.addExtraProperty}
            </PlainButton>

            <h2 className="section-title">{T.documents}</h2>
            {flexFilesOf(category).map((f) => (
              <FileField key={f.index} name={`flexFile${f.index}`} label={f.name} kind="document" required requiredMessage={ENROLMENT_MSG.flexFileMissing(f.name)} />
            ))}
            <p>
              {T.templates}{' '}
              {templateChoice(ownerships).map((kind) => (
                <a key={kind} href={INSCRIPTIONS_URLS.template(kind)} download style={{ marginInlineEnd: 12 }}>
                  {kind === 'Propio' ? T.templatePropio : T.templateAjeno}
                </a>
              ))}
            </p>
            <FileField name="swornDeclaration" label={T.swornDeclaration} kind="document" required requiredMessage={ENROLMENT_MSG.swornDeclarationMissing} />
            {needsSecondDeclaration(category.consecutive, ownerships) && (
              <FileField name="secondSwornDeclaration" label={T.secondSwornDeclaration} kind="document" required requiredMessage={ENROLMENT_MSG.secondSwornDeclarationMissing} />
            )}

            <h2 className="section-title">{T.total}</h2>
            <p className="enrolment-total" aria-live="polite">
              <strong>{formatColones(total)}</strong>
            </p>
            <p>{T.totalNote}</p>
            <PropertyModal open={dialog === 'property'} category={category} onAdd={(row) => setProperties((list) => [...list, row])} onClose={() => setDialog(null)} />
            <ExtraPropertyModal
              open={dialog === 'extra'}
              withTimber={showsTimberColumn(category.consecutive)}
              onAdd={(row) => setExtras((list) => [...list, row])}
              onClose={() => setDialog(null)}
            />
          </>
        )}

        {progress !== null && (
          <p className="enrolment-progress">
            <progress max={100} value={progress} aria-label={T.sending} />
            <span aria-hidden="true">{`${progress}%`}</span>
          </p>
        )}
      </PortalForm>
    </PlainCard>
  );
}
