import { useState } from 'react';
import { Alert, Button, Card, Progress, Typography } from 'antd';
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
import { ChoiceField, FileField, LocationCascade, PortalForm, TextField, formatColones, type Submission } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { CategoryField, ExtraPropertiesTable, LegalEntityFields, PropertiesField, PropertiesTable } from './enrolment-sections';
import { SERVER_FIELDS, enrolmentProblems, submissionOf, validateEnrolment, type EnrolmentValues } from './enrolment-rules';
import { ExtraPropertyModal, type ExtraPropertyRow } from './extra-property-modal';
import { PropertyModal, type PropertyRow } from './property-modal';

const T = TEXTS.enrolment;

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
    <Card title={<h1 className="page-title">{T.title}</h1>}>
      <p>{T.intro}</p>
      <Alert type="info" showIcon title={ENROLMENT_MSG.octoberBanner} style={{ marginBottom: 16 }} />
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
        <Typography.Title level={2} className="section-title">{T.applicant}</Typography.Title>
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

        <Typography.Title level={2} className="section-title">{T.contact}</Typography.Title>
        <div className="form-grid">
          <TextField name="emailAddress" label={T.email} type="email" autoComplete="email" required />
          <TextField name="phoneNumber" label={T.phone} type="tel" mask={maskPhone} placeholder="####-####" autoComplete="tel-national" required />
        </div>
        <div className="form-grid form-grid--3">
          <LocationCascade />
        </div>
        <TextField name="address" label={T.address} multiline autoComplete="street-address" required />

        <Typography.Title level={2} className="section-title">{T.category}</Typography.Title>
        <CategoryField category={category} onChange={chooseCategory} />
        {category?.octoberOnly && !isOctober(now()) && <Alert type="warning" showIcon title={ENROLMENT_MSG.octoberOnly} style={{ marginTop: 12 }} />}

        {category && (
          <>
            <Typography.Title level={2} className="section-title">{T.properties}</Typography.Title>
            {category.isGroup && <p>{T.groupNote}</p>}
            <PropertiesField onAdd={() => setDialog('property')}>
              <PropertiesTable category={category} rows={properties} onRemove={(rowId) => setProperties((list) => list.filter((x) => x.rowId !== rowId))} />
            </PropertiesField>

            <Typography.Title level={2} className="section-title">{T.extraProperties}</Typography.Title>
            <ExtraPropertiesTable category={category} rows={extras} onRemove={(rowId) => setExtras((list) => list.filter((x) => x.rowId !== rowId))} />
            <Button style={{ marginTop: 8 }} onClick={() => setDialog('extra')}>
              {T.addExtraProperty}
            </Button>

            <Typography.Title level={2} className="section-title">{T.documents}</Typography.Title>
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

            <Typography.Title level={2} className="section-title">{T.total}</Typography.Title>
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

        {progress !== null && <Progress percent={progress} status="active" aria-label={T.sending} style={{ marginBottom: 16 }} />}
      </PortalForm>
    </Card>
  );
}
