import { useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { setIn, type ValidationErrors } from 'final-form';
import { Link, useNavigate, useParams } from '@portal/shared-auth/router';
import {
  ORIGIN_MSG,
  PRODUCT_FORMS,
  PRODUCT_FORM_KEYS,
  TIMBER_SPECIES,
  formatVolume,
  originIssueSchema,
  paths,
  roundVolume,
  type OriginCertificate,
  type OriginIssue,
  type OriginLedger,
  type ProductForm,
} from '@portal/shared-api';
import { ORIGIN_URLS, getOriginLedger, getRegentLicence, issueOrigin, setRegentLicence } from '@portal/shared-api/client';
import { ChoiceField, OriginLedgerView, PlainButton, PlainNotice, PortalForm, PropertyOriginList, SearchSelectField, TextField, useLoad, type Submission } from '@portal/shared-ui';
import { useConnected } from '../app/online';
import { addOrigin } from '../app/outbox';
import { TEXTS } from '../texts';
import { HarvestAreaField, type HarvestAreaValue } from './harvest-area-field';
import { ProjectCard } from './project-card';

const T = TEXTS.origin;
const OTHER = 'otra';

interface SpeciesValues {
  code?: string;
  scientificName?: string;
  commonName?: string;
  volume?: string;
}

export interface OriginFormValues {
  species: SpeciesValues[];
  productForm?: ProductForm;
  harvestFrom?: string;
  harvestTo?: string;
  buyerName?: string;
  destination?: string;
  vehiclePlate?: string;
  harvestArea?: HarvestAreaValue;
}

/** What the server checks, from what the form holds: a listed species brings both its names. */
export function originBody(propertyId: number, values: OriginFormValues): OriginIssue {
  return {
    propertyId,
    species: values.species.map((line) => {
      const listed = TIMBER_SPECIES.find((species) => species.code === line.code);
      const volume = Number((line.volume ?? '').replace(',', '.'));
      return listed
        ? { code: listed.code, scientificName: listed.scientificName, commonName: listed.commonName, volume }
        : { scientificName: line.scientificName ?? '', commonName: line.commonName ?? '', volume };
    }),
    productForm: values.productForm as ProductForm,
    harvestFrom: values.harvestFrom ?? '',
    harvestTo: values.harvestTo ?? '',
    buyerName: values.buyerName ?? null,
    destination: values.destination ?? null,
    vehiclePlate: values.vehiclePlate ?? null,
    ...(values.harvestArea ? { harvestArea: values.harvestArea.geometry } : {}),
  };
}

/** The schema's problems on the form's fields: a listed species' name problem shows on its choice. */
export function validateOrigin(propertyId: number, values: OriginFormValues): ValidationErrors {
  const checked = originIssueSchema.safeParse(originBody(propertyId, values));
  if (checked.success) return {};
  let errors: object = {};
  for (const issue of checked.error.issues) {
    const [first, index, field] = issue.path as Array<string | number>;
    let name = String(first);
    if (first === 'species' && typeof index === 'number') {
      const listed = values.species[index]?.code && values.species[index]?.code !== OTHER;
      name = `species[${index}].${listed && field !== 'volume' ? 'code' : String(field ?? 'code')}`;
    } else if (first === 'propertyId') continue;
    if (getError(errors, name) === undefined) errors = setIn(errors, name, issue.message);
  }
  return errors;
}

const getError = (errors: object, name: string): unknown => name.split(/[.[\]]/).filter(Boolean).reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors);

/** The species' choice: the plantation species of Costa Rica, or another written by hand. */
function SpeciesChoice({ name, label }: { name: string; label: string }) {
  return (
    <SearchSelectField
      name={name}
      label={label}
      required
      options={[...TIMBER_SPECIES.map((species) => ({ value: species.code, label: `${species.commonName} (${species.scientificName})` })), { value: OTHER, label: T.otherSpecies }]}
    />
  );
}

/** The load's species, one block each: the species, its names when written by hand, and its volume. */
function SpeciesLines() {
  const form = useForm<OriginFormValues>();
  const { values } = useFormState<OriginFormValues>({ subscription: { values: true } });
  const lines = values.species ?? [];
  const total = roundVolume(lines.reduce((sum, line) => sum + (Number((line.volume ?? '').replace(',', '.')) || 0), 0));
  return (
    <fieldset className="origin-species">
      {lines.map((line, index) => (
        <div key={index} className="origin-species__line">
          <SpeciesChoice name={`species[${index}].code`} label={lines.length > 1 ? T.speciesOf(index + 1) : T.species} />
          {line.code === OTHER && (
            <>
              <TextField name={`species[${index}].scientificName`} label={T.scientificName} required placeholder="Tectona grandis" />
              <TextField name={`species[${index}].commonName`} label={T.commonName} required />
            </>
          )}
          <TextField name={`species[${index}].volume`} label={T.volume} hint={T.volumeHint} required />
          {lines.length > 1 && (
            <PlainButton text danger onClick={() => form.change('species', lines.filter((_, i) => i !== index))}>
              {T.removeSpecies(index + 1)}
            </PlainButton>
          )}
        </div>
      ))}
      <p className="origin-species__total">{T.total(formatVolume(total))}</p>
      <PlainButton onClick={() => form.change('species', [...lines, {}])}>{T.addSpecies}</PlainButton>
    </fieldset>
  );
}

/** Server messages that belong to one field. */
const SERVER_FIELDS = {
  [ORIGIN_MSG.harvestFuture]: 'harvestTo',
  [ORIGIN_MSG.harvestOrder]: 'harvestTo',
  [ORIGIN_MSG.harvestDates]: 'harvestFrom',
  [ORIGIN_MSG.productForm]: 'productForm',
  [ORIGIN_MSG.vehiclePlate]: 'vehiclePlate',
  [ORIGIN_MSG.buyerName]: 'buyerName',
  [ORIGIN_MSG.destination]: 'destination',
  [ORIGIN_MSG.harvestAreaOutside]: 'harvestArea',
  [ORIGIN_MSG.harvestAreaPointBoundary]: 'harvestArea',
  [ORIGIN_MSG.harvestAreaPolygon]: 'harvestArea',
};

/** The regent's form: what the load is, when it was cut and where it goes; the server draws it from the volume. */
function IssueForm({ ledger, offline, onIssued, onKept }: { ledger: OriginLedger; offline: boolean; onIssued: (issued: OriginCertificate) => void; onKept: () => void }) {
  const [formKey, setFormKey] = useState(0);
  const submit = async (values: OriginFormValues, { idempotencyKey }: Submission) => {
    // without a signal: kept on the phone with its key, issued once when the signal returns (the server checks then)
    if (offline) {
      await addOrigin(ledger.propertyId, ledger.propertyName, originBody(ledger.propertyId, values), idempotencyKey);
      onKept();
      return;
    }
    const issued = await issueOrigin(originBody(ledger.propertyId, values), { idempotencyKey });
    setFormKey((key) => key + 1);
    onIssued(issued);
  };
  return (
    <section className="origin-issue" aria-label={T.formTitle}>
      <h2 className="section-title">{T.formTitle}</h2>
      {offline && <PlainNotice tone="info">{T.offline}</PlainNotice>}
      {ledger.boundaryVersion !== null && <p>{T.boundary(ledger.boundaryVersion)}</p>}
      <PortalForm<OriginFormValues>
        key={formKey}
        label={T.formTitle}
        onSubmit={submit}
        validate={(values) => validateOrigin(ledger.propertyId, values)}
        initialValues={{ species: [{}] }}
        serverFields={SERVER_FIELDS}
        confirm={{ title: T.confirmTitle, content: offline ? T.confirmOffline : T.confirmContent, okText: T.confirm, cancelText: T.cancel }}
        submitLabel={offline ? T.submitOffline : T.submit}
      >
        <SpeciesLines />
        <ChoiceField<ProductForm> name="productForm" label={T.productForm} options={PRODUCT_FORM_KEYS.map((key) => ({ value: key, label: PRODUCT_FORMS[key].label }))} required />
        <div className="origin-issue__dates">
          <TextField name="harvestFrom" label={T.harvestFrom} type="date" required />
          <TextField name="harvestTo" label={T.harvestTo} type="date" required />
        </div>
        <HarvestAreaField />
        <TextField name="buyerName" label={T.buyerName} />
        <TextField name="destination" label={T.destination} />
        <TextField name="vehiclePlate" label={T.vehiclePlate} placeholder="C-123456" />
      </PortalForm>
    </section>
  );
}

/** The regent's licence number, printed on each origin certificate they issue from now on. */
function LicenceForm() {
  const state = useLoad(() => getRegentLicence(), 'licence');
  const [saved, setSaved] = useState(false);
  if (state.loading) return null;
  return (
    <details className="origin-licence">
      <summary>
        {T.licenceTitle}: <strong>{state.data?.licenceNumber ?? '—'}</strong>
      </summary>
      <PortalForm<{ licenceNumber?: string }>
        label={T.licenceTitle}
        initialValues={{ licenceNumber: state.data?.licenceNumber ?? undefined }}
        onSubmit={async ({ licenceNumber }) => {
          setSaved(false);
          await setRegentLicence(licenceNumber?.trim() || null);
          setSaved(true);
        }}
        serverFields={{ [ORIGIN_MSG.licence]: 'licenceNumber' }}
        submitLabel={T.licenceSave}
      >
        <TextField name="licenceNumber" label={T.licence} hint={T.licenceHint} />
      </PortalForm>
      {saved && <p role="status">{T.licenceSaved}</p>}
    </details>
  );
}

/** Why the regent cannot issue now, when they cannot. */
function notIssuable(ledger: OriginLedger): string {
  if (ledger.certificateStatus !== 'Vigente') return T.cannotIssue.status;
  if (ledger.boundaryVersion === null) return T.cannotIssue.boundary;
  return T.cannotIssue.volume;
}

/**
 * /DashboardRegent/Origen/{id} (beyond the spec): the property's volume ledger, the form that issues an origin
 * certificate from it, and the certificates already issued, each with its public page and PDF.
 */
export function OriginPage() {
  const { id = '' } = useParams();
  const [version, setVersion] = useState(0);
  const [issued, setIssued] = useState<OriginCertificate | null>(null);
  const online = useConnected();
  const navigate = useNavigate();
  const state = useLoad(() => getOriginLedger(id), `${id}:${version}`);
  const ledger = state.data;
  return (
    <ProjectCard title={ledger ? `${T.title} · ${ledger.propertyName}` : T.title} errors={state.errors} onCloseErrors={state.clearErrors} loading={state.loading && !ledger}>
      <p>{T.intro}</p>
      {issued && (
        <PlainNotice onClose={() => setIssued(null)}>
          <p className="origin-issued">{T.issued(issued.number)}</p>
          <span className="origin-issued-links">
            <Link to={paths.origen(issued.number)}>{T.openPage}</Link>
            <a href={ORIGIN_URLS.pdf(issued.number)} download>
              {T.downloadPdf}
            </a>
          </span>
        </PlainNotice>
      )}
      {ledger && (
        <OriginLedgerView ledger={ledger}>
          {ledger.canIssue ? (
            <>
              {online && <LicenceForm />}
              <IssueForm
                ledger={ledger}
                offline={!online}
                onIssued={(certificate) => {
                  setIssued(certificate);
                  setVersion((v) => v + 1);
                }}
                onKept={() => navigate(paths.dashboardRegentPendientes())}
              />
            </>
          ) : (
            <PlainNotice tone="warning">{notIssuable(ledger)}</PlainNotice>
          )}
        </OriginLedgerView>
      )}
      {ledger && online && <PropertyOriginList propertyId={ledger.propertyId} reloadKey={version} />}
    </ProjectCard>
  );
}
