import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Progress, Table, Typography } from 'antd';
import { FORM_ERROR } from 'final-form';
import { Field, useField } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  ENROLMENT_MSG,
  ID_TYPE,
  isFarmCategory,
  MSG,
  PHONE_RULE,
  enrolmentFieldsSchema,
  enrolmentTotal,
  fieldErrors,
  flexFilesOf,
  groupTooSmall,
  identifierRule,
  isOctober,
  maskIdentifier,
  maskPhone,
  needsSecondDeclaration,
  powerFieldName,
  showsTimberColumn,
  templateChoice,
  type Category,
} from '@portal/shared-api';
import { ENROLMENT_URLS, submitEnrolment } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import {
  ChoiceField,
  FieldItem,
  FileField,
  LocationCascade,
  PortalForm,
  TextField,
  fieldError,
  formatColones,
  formatNumber,
  useFieldId,
  useRegisterField,
  type Submission,
} from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { CategoryPicker } from './category-picker';
import { ExtraPropertyModal, type ExtraPropertyRow } from './extra-property-modal';
import { PropertyModal, type PropertyRow } from './property-modal';

const T = TEXTS.enrolment;
const C = T.columns;

export interface EnrolmentValues {
  identificationTypeId: 1 | 2;
  fullName?: string;
  identification?: string;
  legalName?: string;
  businessIdentification?: string;
  emailAddress?: string;
  phoneNumber?: string;
  provinceId?: number;
  cantonId?: number;
  districtId?: number;
  address?: string;
  [file: string]: unknown;
}

const FILE_KEYS = ['identifierFront', 'identifierBack', 'legalIdentifierFront', 'swornDeclaration', 'secondSwornDeclaration', 'flexFile1', 'flexFile2', 'flexFile3', 'flexFile4', 'flexFile5'];

/** The file fields the form shows for these values, category and properties' tenures. */
export function filesShown(values: EnrolmentValues, category: Category, ownerships: string[]): Set<string> {
  const shown = new Set(['identifierFront', 'identifierBack', 'swornDeclaration']);
  if (values.identificationTypeId === ID_TYPE.business) shown.add('legalIdentifierFront');
  if (needsSecondDeclaration(category.consecutive, ownerships)) shown.add('secondSwornDeclaration');
  for (const f of flexFilesOf(category)) shown.add(`flexFile${f.index}`);
  return shown;
}

/** The browser's checks of the whole enrolment; the server checks all of it again. */
export function validateEnrolment(values: EnrolmentValues, category: Category | undefined) {
  const errors: Record<string, string> = fieldErrors(enrolmentFieldsSchema, { ...values, categoryId: category?.id ?? 0, finalPrice: 0 });
  delete errors.categoryId;
  const personal = identifierRule(ID_TYPE.personal)!;
  if (values.identification && !personal.pattern.test(values.identification)) errors.identification = personal.message;
  if (values.phoneNumber && !PHONE_RULE.pattern.test(values.phoneNumber)) errors.phoneNumber = PHONE_RULE.message;
  if (values.identificationTypeId === ID_TYPE.business) {
    const business = identifierRule(ID_TYPE.business)!;
    if (!values.legalName) errors.legalName = MSG.required;
    if (!values.businessIdentification) errors.businessIdentification = MSG.required;
    else if (!business.pattern.test(values.businessIdentification)) errors.businessIdentification = business.message;
  }
  if (!values.provinceId && errors.districtId) errors.provinceId = errors.districtId;
  return errors;
}

/**
 * What the form as a whole still lacks, each problem once: the category and the properties on their
 * sections (`categoryId`, `properties`), the October window for the summary alone (the warning beside
 * the category already says it).
 */
export function enrolmentProblems(category: Category | undefined, properties: PropertyRow[], now: Date): Record<string, string> {
  if (!category) return { categoryId: ENROLMENT_MSG.categoryMissing };
  const problems: Record<string, string> = {};
  if (category.octoberOnly && !isOctober(now)) problems[FORM_ERROR] = ENROLMENT_MSG.octoberOnly;
  if (properties.length === 0) problems.properties = ENROLMENT_MSG.propertiesMissing;
  else if (groupTooSmall(category.isGroup, properties.length)) problems.properties = ENROLMENT_MSG.groupMinimum;
  return problems;
}

/** The server's answers about one field or section, shown beside it. */
const SERVER_FIELDS: Readonly<Record<string, string>> = {
  [ENROLMENT_MSG.categoryMissing]: 'categoryId',
  [ENROLMENT_MSG.categoryNotLeaf]: 'categoryId',
  [ENROLMENT_MSG.propertiesMissing]: 'properties',
  [ENROLMENT_MSG.groupMinimum]: 'properties',
  [ENROLMENT_MSG.identityImagesMissing]: 'identifierFront',
  [ENROLMENT_MSG.legalCertificateMissing]: 'legalIdentifierFront',
  [ENROLMENT_MSG.swornDeclarationMissing]: 'swornDeclaration',
  [ENROLMENT_MSG.secondSwornDeclarationMissing]: 'secondSwornDeclaration',
  [MSG.phoneFormat]: 'phoneNumber',
  [MSG.districtInvalid]: 'districtId',
};

function LegalEntityFields() {
  const type = useField<number>('identificationTypeId', { subscription: { value: true } }).input.value;
  if (type !== ID_TYPE.business) return null;
  return (
    <>
      <div className="form-grid">
        <TextField name="legalName" label={T.legalName} autoComplete="organization" required />
        <TextField name="businessIdentification" label={T.businessIdentification} mask={(raw) => maskIdentifier(ID_TYPE.business, raw)} placeholder="3-###-######" required />
      </div>
      <FileField name="legalIdentifierFront" label={T.legalIdentifierFront} kind="certificate" required requiredMessage={ENROLMENT_MSG.legalCertificateMissing} />
    </>
  );
}

function CategoryField({ category, onChange }: { category: Category | undefined; onChange: (c: Category | undefined) => void }) {
  const id = useFieldId('categoryId');
  useRegisterField('categoryId', { id, label: T.category });
  return (
    <Field name="categoryId" subscription={{ error: true, submitError: true, touched: true, submitFailed: true, dirtySinceLastSubmit: true }}>
      {({ meta }) => <CategoryPicker id={id} value={category} onChange={onChange} error={fieldError(meta)} />}
    </Field>
  );
}

/** The properties' table and its Agregar button, with what the enrolment lacks in properties under them. */
function PropertiesField({ children, onAdd }: { children: ReactNode; onAdd: () => void }) {
  const id = useFieldId('properties');
  const { meta } = useField('properties', { subscription: { error: true, submitError: true, touched: true, submitFailed: true, dirtySinceLastSubmit: true } });
  const error = fieldError(meta);
  return (
    <FieldItem name="properties" id={id} label={T.properties} labelAs="inline" error={error}>
      {children}
      <Button id={id} style={{ marginTop: 8 }} onClick={onAdd} aria-describedby={error ? `${id}-error` : undefined}>
        {T.addProperty}
      </Button>
    </FieldItem>
  );
}

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
    const form = new FormData();
    const shownFiles = filesShown(values, category, properties.map((p) => p.ownership));
    for (const [key, value] of Object.entries(values)) {
      // a file of a field no longer shown (another person type, category or mix of tenures) stays home
      if (value instanceof File) {
        if (shownFiles.has(key)) form.set(key, value, value.name);
      } else if (value !== undefined && value !== null && !FILE_KEYS.includes(key)) form.set(key, String(value));
    }
    form.set('categoryId', String(category.id));
    form.set('finalPrice', String(total));
    form.set('userEmail', email ?? '');
    flexFilesOf(category).forEach((f) => form.set(`flexFileName${f.index}`, f.name));
    form.set(
      'properties',
      JSON.stringify(properties.map(({ location: _location, power: _power, range: _range, ...property }) => property)),
    );
    form.set('extraProperties', JSON.stringify(extras.map(({ location: _location, ...extra }) => extra)));
    for (const property of properties) if (property.power) form.set(powerFieldName(property.rowId), property.power, property.power.name);
    setProgress(0);
    try {
      await submitEnrolment(form, { idempotencyKey, onProgress: ({ percent }) => setProgress(Math.round(percent * 100)) });
      navigate('/', { state: { flash: T.success } });
    } finally {
      setProgress(null);
    }
  };

  const propertyColumns = [
    { key: 'name', title: C.name, render: (_: unknown, p: PropertyRow) => p.commercialName ?? '—' },
    ...(category && isFarmCategory(category.consecutive) ? [{ key: 'sheet', title: C.sheetNumber, render: (_: unknown, p: PropertyRow) => p.sheetNumber }] : []),
    { key: 'location', title: C.location, render: (_: unknown, p: PropertyRow) => `${p.location.district}, ${p.location.canton}, ${p.location.province}` },
    { key: 'ownership', title: C.ownership, dataIndex: 'ownership' },
    { key: 'area', title: C.area, render: (_: unknown, p: PropertyRow) => formatNumber(p.area) },
    { key: 'volume', title: C.volume, render: (_: unknown, p: PropertyRow) => formatNumber(p.volume) },
    { key: 'price', title: C.price, render: (_: unknown, p: PropertyRow) => formatColones(enrolmentTotal([p.range])) },
    {
      key: 'remove',
      title: '',
      render: (_: unknown, p: PropertyRow) => (
        <Button size="small" onClick={() => setProperties((list) => list.filter((x) => x.rowId !== p.rowId))}>
          {T.remove}
        </Button>
      ),
    },
  ];
  const extraColumns = [
    { key: 'name', title: C.name, dataIndex: 'name' },
    { key: 'location', title: C.location, render: (_: unknown, p: ExtraPropertyRow) => `${p.location.district}, ${p.location.canton}, ${p.location.province}` },
    { key: 'address', title: C.address, dataIndex: 'address' },
    ...(category && showsTimberColumn(category.consecutive) ? [{ key: 'timber', title: C.timber, render: (_: unknown, p: ExtraPropertyRow) => (p.timber ? T.yes : T.no) }] : []),
    {
      key: 'remove',
      title: '',
      render: (_: unknown, p: ExtraPropertyRow) => (
        <Button size="small" onClick={() => setExtras((list) => list.filter((x) => x.rowId !== p.rowId))}>
          {T.remove}
        </Button>
      ),
    },
  ];

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
              <Table<PropertyRow> rowKey="rowId" columns={propertyColumns} dataSource={properties} pagination={false} locale={{ emptyText: T.noProperties }} scroll={{ x: 'max-content' }} />
            </PropertiesField>

            <Typography.Title level={2} className="section-title">{T.extraProperties}</Typography.Title>
            <Table<ExtraPropertyRow> rowKey="rowId" columns={extraColumns} dataSource={extras} pagination={false} locale={{ emptyText: T.noProperties }} scroll={{ x: 'max-content' }} />
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
                <a key={kind} href={ENROLMENT_URLS.template(kind)} download style={{ marginInlineEnd: 12 }}>
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
