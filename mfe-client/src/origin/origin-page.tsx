import { Link, useParams } from '@portal/shared-auth/router';
import { paths } from '@portal/shared-api';
import { getOriginLedger } from '@portal/shared-api/client';
import { ORIGIN_TEXTS, OriginLedgerView, PlainAlert, PlainCard, PlainLoading, PropertyOriginList, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.origin;

/**
 * /Propiedades/Origen/{id} (beyond the spec): the owner's view of what their property's certificate has covered — the
 * volume of each period, what the regent issued and what remains — and every origin certificate drawn from it, each
 * with its public page and PDF, to hand a buyer or a transporter.
 */
export function OriginPage() {
  const { id = '' } = useParams();
  const state = useLoad(() => getOriginLedger(id), id);
  const ledger = state.data;
  return (
    <PlainCard title={ledger ? `${ORIGIN_TEXTS.listTitle} · ${ledger.propertyName}` : ORIGIN_TEXTS.listTitle} extra={<Link to={paths.propiedadesMisPropiedadesAceptadas()}>{T.back}</Link>}>
      <p>{T.intro}</p>
      <PlainAlert messages={state.errors} onClose={state.clearErrors} />
      {state.loading && <PlainLoading />}
      {ledger && <OriginLedgerView ledger={ledger} />}
      {ledger && <PropertyOriginList propertyId={ledger.propertyId} />}
    </PlainCard>
  );
}
