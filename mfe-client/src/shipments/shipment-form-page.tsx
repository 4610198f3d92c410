import { useMemo } from 'react';
import { setIn, type ValidationErrors } from 'final-form';
import { useForm, useFormState } from 'react-final-form';
import { Link, useNavigate } from '@portal/shared-auth/router';
import {
  HS_HEADINGS,
  SHIPMENT_DESCRIPTION_MAX,
  countryOptions,
  formatVolume,
  litres,
  paths,
  shipmentCreateSchema,
  type ShipmentCreate,
  type ShipmentHolding,
} from '@portal/shared-api';
import { createShipment, getShipmentHoldings } from '@portal/shared-api/client';
import { PlainAlert, PlainButton, PlainCard, PlainLoading, PlainNotice, PortalForm, SearchSelectField, TextField, useLoad, type Submission } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { holdingLabel } from './shipment-status';
import './shipments.css';

const T = TEXTS.shipments;

interface LineValues {
  originNumber?: string;
  volume?: string;
}

export interface ShipmentFormValues {
  buyerName?: string;
  buyerCountry?: string;
  buyerEmail?: string;
  hsHeading?: string;
  description?: string;
  netMassKg?: string;
  volume?: string;
  shippingDate?: string;
  lines: LineValues[];
}

/** A number as typed (a decimal comma or point); NaN when empty, so the schema names what is missing. */
const decimal = (text: string | undefined) => (text?.trim() ? Number(text.trim().replace(',', '.')) : Number.NaN);

/** What the server checks, from what the form holds. */
export function shipmentBody(values: ShipmentFormValues): ShipmentCreate {
  return {
    buyerName: values.buyerName ?? '',
    buyerCountry: values.buyerCountry ?? '',
    buyerEmail: values.buyerEmail ?? '',
    hsHeading: (values.hsHeading ?? '') as ShipmentCreate['hsHeading'],
    description: values.description ?? '',
    netMassKg: decimal(values.netMassKg),
    volume: decimal(values.volume),
    shippingDate: values.shippingDate ?? '',
    lines: values.lines.map((line) => ({ originNumber: line.originNumber ?? '', volume: decimal(line.volume) })),
  };
}

/** The schema's problems on the form's fields; one about the lines as a whole shows on the first line's choice. */
export function validateShipment(values: ShipmentFormValues): ValidationErrors {
  const checked = shipmentCreateSchema.safeParse(shipmentBody(values));
  if (checked.success) return {};
  let errors: object = {};
  for (const issue of checked.error.issues) {
    const [first, index, field] = issue.path as Array<string | number>;
    const name = first === 'lines' ? (typeof index === 'number' ? `lines[${index}].${String(field ?? 'originNumber')}` : 'lines[0].originNumber') : String(first);
    if (!name.split(/[.[\]]/).filter(Boolean).reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors)) errors = setIn(errors, name, issue.message);
  }
  return errors;
}

/** The origin certificates the load is made of, one block each: which one, and the volume taken from it. */
function Lines({ holdings }: { holdings: ShipmentHolding[] }) {
  const form = useForm<ShipmentFormValues>();
  const { values } = useFormState<ShipmentFormValues>({ subscription: { values: true } });
  const lines = values.lines ?? [];
  const total = lines.reduce((sum, line) => sum + (litres(decimal(line.volume)) || 0), 0) / 1000;
  return (
    <fieldset className="shipment-lines">
      <legend className="section-title">{T.linesSection}</legend>
      <p>{T.linesIntro}</p>
      {lines.map((_, index) => {
        // a certificate chosen on another line is not offered again
        const taken = new Set(lines.filter((_, other) => other !== index).map((other) => other.originNumber));
        return (
          <div key={index} className="shipment-lines__line">
            <SearchSelectField
              name={`lines[${index}].originNumber`}
              label={T.line(index + 1)}
              required
              options={holdings.filter((holding) => !taken.has(holding.originNumber)).map((holding) => ({ value: holding.originNumber, label: holdingLabel(holding) }))}
            />
            <TextField name={`lines[${index}].volume`} label={T.lineVolume} required />
            {lines.length > 1 && (
              <PlainButton text danger className="shipment-lines__remove" onClick={() => form.change('lines', lines.filter((_, other) => other !== index))}>
                {T.removeLine(index + 1)}
              </PlainButton>
            )}
          </div>
        );
      })}
      <p className="shipment-lines__total">{T.inputTotal(formatVolume(total))}</p>
      {lines.length < holdings.length && <PlainButton onClick={() => form.change('lines', [...lines, {}])}>{T.addLine}</PlainButton>}
    </fieldset>
  );
}

/**
 * /Despachos/Crear (beyond the spec): the client records a load for a buyer abroad — the buyer, the goods as customs
 * reads them, and the origin certificates it is made of with the volume each gives — and lands on the new shipment.
 */
export function ShipmentFormPage() {
  const navigate = useNavigate();
  const state = useLoad(getShipmentHoldings, 'holdings');
  const countries = useMemo(() => countryOptions('es').map((country) => ({ value: country.code, label: country.name })), []);
  const submit = async (values: ShipmentFormValues, { idempotencyKey }: Submission) => {
    const created = await createShipment(shipmentBody(values), { idempotencyKey });
    navigate(paths.despachosId(created.id), { state: { flash: T.created(created.code) } });
  };
  const holdings = state.data;
  return (
    <PlainCard title={T.formTitle} extra={<Link to={paths.despachos()}>{T.back}</Link>}>
      <p>{T.formIntro}</p>
      <PlainAlert messages={state.errors} onClose={state.clearErrors} />
      {state.loading && <PlainLoading />}
      {holdings?.length === 0 && (
        <PlainNotice tone="info">
          <p>{T.noHoldings}</p>
          <ul className="shipment-notice-links">
            <li>
              <Link to={paths.propiedadesMisPropiedadesAceptadas()}>{T.toProperties}</Link>
            </li>
            <li>
              <Link to={paths.despachosTransferencias()}>{T.toTransfers}</Link>
            </li>
          </ul>
        </PlainNotice>
      )}
      {holdings && holdings.length > 0 && (
        <PortalForm<ShipmentFormValues> label={T.formTitle} onSubmit={submit} validate={validateShipment} initialValues={{ lines: [{}] }} submitLabel={T.submit}>
          <fieldset className="shipment-group">
            <legend className="section-title">{T.buyerSection}</legend>
            <TextField name="buyerName" label={T.buyerName} required autoComplete="organization" />
            <SearchSelectField name="buyerCountry" label={T.buyerCountry} required options={countries} />
            <TextField name="buyerEmail" label={T.buyerEmail} type="email" required autoComplete="email" hint={T.buyerEmailHint} />
          </fieldset>
          <fieldset className="shipment-group">
            <legend className="section-title">{T.goodsSection}</legend>
            <SearchSelectField name="hsHeading" label={T.hsHeading} required options={HS_HEADINGS.map((heading) => ({ value: heading.code, label: `${heading.code} · ${heading.es}` }))} />
            <TextField name="description" label={T.description} multiline required hint={T.descriptionHint(SHIPMENT_DESCRIPTION_MAX)} />
            <div className="shipment-group__row">
              <TextField name="netMassKg" label={T.netMass} required />
              <TextField name="volume" label={T.productVolume} required hint={T.productVolumeHint} />
              <TextField name="shippingDate" label={T.shippingDateLabel} type="date" required hint={T.shippingDateHint} />
            </div>
          </fieldset>
          <Lines holdings={holdings} />
        </PortalForm>
      )}
    </PlainCard>
  );
}
