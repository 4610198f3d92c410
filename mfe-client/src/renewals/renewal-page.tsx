import { useState } from 'react';
import { useNavigate, useParams } from '@portal/shared-auth/router';
import { RENEWAL_STATUS, addMonths, paths, type Renewal } from '@portal/shared-api';
import { getCertificateRenewals, requestRenewal } from '@portal/shared-api/client';
import {
  CertificateStatusTag,
  FactList,
  FileField,
  FileLinkView,
  PlainAlert,
  PlainCard,
  PlainLoading,
  PlainNotice,
  PortalForm,
  StatusTag,
  errorLines,
  formatColones,
  formatDateTime,
  useLoad,
  type Submission,
} from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './renewal.css';

const T = TEXTS.renewal;

interface Values {
  voucher?: File;
}

/** One renewal asked before: when, how much, its decision and what it gave (or why not). */
function PastRenewal({ renewal, onError }: { renewal: Renewal; onError: (error: unknown) => void }) {
  return (
    <li className="renewal-list__item">
      <div>
        <div>
          <StatusTag status={renewal.status} /> <strong>{T.askedOn(formatDateTime(renewal.dateCreated))}</strong> · {formatColones(renewal.amount)}
        </div>
        {renewal.status === RENEWAL_STATUS.requested && <div>{T.waitingLine}</div>}
        {renewal.status === RENEWAL_STATUS.accepted && renewal.validUntilAfter && <div>{T.acceptedLine(formatDateTime(renewal.dateDecided!), formatDateTime(renewal.validUntilAfter))}</div>}
        {renewal.status === RENEWAL_STATUS.rejected && <div>{T.rejectedLine(formatDateTime(renewal.dateDecided!), renewal.reason ?? '')}</div>}
        <div>
          <FileLinkView file={renewal.paymentVoucher} label={T.voucher} onError={onError} />
        </div>
      </div>
    </li>
  );
}

/**
 * /Propiedades/Renovar/{id} (beyond the spec): the owner renews a certificate, Vigente or Suspendida, by paying the
 * property's annual cost and uploading the voucher; the administration accepts (one period more) or rejects. The page
 * shows what renewing costs and gives, why it cannot be renewed when it cannot, and every renewal asked before.
 */
export function RenewalPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [reload, setReload] = useState(0);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const state = useLoad(() => getCertificateRenewals(id), `${id}:${reload}`);
  const data = state.data;

  const submit = async (values: Values, { idempotencyKey }: Submission) => {
    if (!data) return;
    await requestRenewal({ propertyId: data.propertyId, paymentVoucher: values.voucher }, { idempotencyKey });
    setSent(true);
    setReload((n) => n + 1);
  };

  return (
    <PlainCard title={T.title} width={760}>
      <p>{T.intro}</p>
      <PlainAlert messages={[...state.errors, ...errors]} onClose={() => (state.clearErrors(), setErrors([]))} />
      {sent && <PlainNotice>{T.sent}</PlainNotice>}
      {state.loading && <PlainLoading />}
      {data && (
        <>
          <FactList
            labels={T.facts}
            values={{
              property: data.propertyName,
              status: <CertificateStatusTag status={data.certificateStatus} />,
              validUntil: data.validUntil ? formatDateTime(data.validUntil) : '—',
              amount: formatColones(data.amount),
              period: data.validUntil ? T.periodUntil(data.periodMonths, formatDateTime(addMonths(new Date(data.validUntil), data.periodMonths).toISOString())) : T.period(data.periodMonths),
            }}
          />
          <div style={{ marginTop: 16 }}>
            {data.renewable ? (
              <PortalForm<Values>
                label={T.title}
                onSubmit={submit}
                submitLabel={T.submit}
                cancelLabel={T.cancel}
                onCancel={() => navigate(paths.propiedadesMisPropiedadesAceptadas())}
              >
                {data.certificateStatus === 'Suspendida' && <PlainNotice tone="info">{T.suspended}</PlainNotice>}
                <FileField name="voucher" label={T.voucher} kind="voucher" required hint={T.voucherHint(formatColones(data.amount))} />
              </PortalForm>
            ) : (
              !sent && <PlainNotice tone="warning">{data.notRenewableReason}</PlainNotice>
            )}
          </div>
          {data.renewals.length > 0 && (
            <>
              <h2 className="section-title">{T.history}</h2>
              <ul className="renewal-list">
                {data.renewals.map((renewal) => (
                  <PastRenewal key={renewal.id} renewal={renewal} onError={(error) => setErrors(errorLines(error))} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </PlainCard>
  );
}
