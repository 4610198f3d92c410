import { useField } from 'react-final-form';
import { useNavigate, useParams } from '@portal/shared-auth/router';
import { paths, VISIT_MSG, VISIT_REQUEST_STATUS, visitPurchaseTotal } from '@portal/shared-api';
import { getProperty, requestExtraVisits } from '@portal/shared-api/client';
import { FileField, formatColones, PlainAlert, PlainCard, PlainLoading, PortalForm, PropertySummary, TextField, useLoad, type Submission } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.buyVisits;

interface Values {
  quantity?: string;
  certificate?: File;
  voucher?: File;
}

const quantityOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

function Total({ cost }: { cost: number }) {
  const quantity = quantityOf(useField<string>('quantity', { subscription: { value: true } }).input.value);
  return (
    <p className="enrolment-total" aria-live="polite">
      {T.total}: <strong>{formatColones(visitPurchaseTotal(quantity, cost))}</strong>
    </p>
  );
}

/** /Propiedades/ComprarVisitas/{id} (spec §2, §5): more visits; total = quantity × visit cost, with two images. */
export function BuyVisitsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const property = useLoad(() => getProperty(id), id);

  const submit = async (values: Values, { idempotencyKey }: Submission) => {
    const p = property.data;
    if (!p) return;
    const quantity = quantityOf(values.quantity);
    await requestExtraVisits(
      {
        propertyId: p.id,
        visitationAmount: quantity,
        visitationCost: p.visitationCost,
        totalAmount: visitPurchaseTotal(quantity, p.visitationCost),
        status: VISIT_REQUEST_STATUS.requested,
        certificationCIARGO: values.certificate,
        paymentVoucher: values.voucher,
      },
      { idempotencyKey },
    );
    navigate('/', { state: { flash: T.sent } });
  };

  const p = property.data;
  return (
    <PlainCard title={T.title} width={760}>
      <p>{T.intro}</p>
      <PlainAlert messages={property.errors} onClose={property.clearErrors} />
      {property.loading && <PlainLoading />}
      {p && (
        <>
          <PropertySummary property={p} items={[{ key: 'cost', label: T.cost, children: formatColones(p.visitationCost) }]} />
          <PortalForm<Values>
            label={T.title}
            onSubmit={submit}
            validate={(values) => (quantityOf(values.quantity) ? {} : { quantity: VISIT_MSG.quantityInvalid })}
            serverFields={{ [VISIT_MSG.quantityInvalid]: 'quantity' }}
            initialValues={{ quantity: '1' }}
            submitLabel={T.submit}
            cancelLabel={T.cancel}
            onCancel={() => navigate(paths.propiedadesMisPropiedades())}
          >
            <TextField name="quantity" label={T.quantity} type="number" required />
            <Total cost={p.visitationCost} />
            <FileField name="certificate" label={T.certificate} kind="visitPurchase" required />
            <FileField name="voucher" label={T.voucher} kind="visitPurchase" required />
          </PortalForm>
        </>
      )}
    </PlainCard>
  );
}
