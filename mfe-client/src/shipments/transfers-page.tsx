import { useRef, useState } from 'react';
import { Link } from '@portal/shared-auth/router';
import { TRANSFER_STATUS, fieldErrors, formatVolume, paths, transferCreateSchema, type OriginTransfer, type ShipmentHolding, type TransferAction, type TransferCreate, type TransferReceiver } from '@portal/shared-api';
import { createTransfer, decideTransfer, getShipmentHoldings, getTransferReceivers, getTransfers } from '@portal/shared-api/client';
import {
  ConfirmDialog,
  ListTable,
  PlainAlert,
  PlainButton,
  PlainCard,
  PlainLoading,
  PlainNotice,
  PlainTag,
  PortalForm,
  SearchSelectField,
  TextField,
  formatDateTime,
  useAction,
  useLoad,
  type ListColumn,
  type Submission,
  type TagColor,
} from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { holdingLabel } from './shipment-status';
import './shipments.css';

const T = TEXTS.transfers;
const S = TEXTS.shipments;

interface TransferValues {
  originNumber?: string;
  receiverPropertyId?: string;
  volume?: string;
  reference?: string;
}

/** What the server checks, from what the form holds (a decimal comma or point; NaN when empty, so the schema names it). */
const transferBody = (values: TransferValues): TransferCreate => ({
  originNumber: values.originNumber ?? '',
  receiverPropertyId: values.receiverPropertyId ? Number(values.receiverPropertyId) : Number.NaN,
  volume: values.volume?.trim() ? Number(values.volume.trim().replace(',', '.')) : Number.NaN,
  reference: values.reference?.trim() || undefined,
});

const STATUS_COLOR: Record<OriginTransfer['status'], TagColor> = {
  [TRANSFER_STATUS.pending]: 'gold',
  [TRANSFER_STATUS.accepted]: 'green',
  [TRANSFER_STATUS.refused]: 'red',
  [TRANSFER_STATUS.cancelled]: 'default',
};

const speciesOf = (row: { species: OriginTransfer['species'] }) => row.species.map((each) => `${each.commonName} (${each.scientificName})`).join(', ');

/** The form that hands volume of an origin certificate to a certified sawmill or depot. */
function SendForm({ holdings, receivers, onSent }: { holdings: ShipmentHolding[]; receivers: TransferReceiver[]; onSent: (sent: OriginTransfer) => void }) {
  const submit = async (values: TransferValues, { idempotencyKey }: Submission) => onSent(await createTransfer(transferBody(values), { idempotencyKey }));
  return (
    <section className="shipment-section" aria-labelledby="transfer-send">
      <h2 id="transfer-send" className="section-title">
        {T.sendTitle}
      </h2>
      {holdings.length === 0 ? (
        <p>{T.noHoldings}</p>
      ) : receivers.length === 0 ? (
        <p>{T.noReceivers}</p>
      ) : (
        <>
          <p>{T.sendIntro}</p>
          <PortalForm<TransferValues> label={T.sendTitle} onSubmit={submit} validate={(values) => fieldErrors(transferCreateSchema, transferBody(values))} submitLabel={T.submit}>
            <SearchSelectField name="originNumber" label={T.origin} required options={holdings.map((holding) => ({ value: holding.originNumber, label: holdingLabel(holding) }))} />
            <SearchSelectField
              name="receiverPropertyId"
              label={T.receiver}
              required
              options={receivers.map((receiver) => ({ value: String(receiver.propertyId), label: `${receiver.name} (${receiver.category})` }))}
            />
            <div className="shipment-group__row">
              <TextField name="volume" label={T.volume} required />
              <TextField name="reference" label={T.reference} hint={T.referenceHint} autoComplete="off" />
            </div>
          </PortalForm>
        </>
      )}
    </section>
  );
}

/**
 * /Despachos/Transferencias (beyond the spec): a client who sells logs transfers the volume of its origin certificates
 * to the certified sawmill or timber depot that buys them; the receiver accepts it here once the wood arrives (or
 * refuses it), and both see every transfer with its state. What a client received it ships from in Nuevo despacho.
 */
export function TransfersPage() {
  const [version, setVersion] = useState(0);
  const state = useLoad(() => Promise.all([getTransfers(), getShipmentHoldings(), getTransferReceivers()]), version);
  const action = useAction<string>();
  const reload = () => setVersion((n) => n + 1);
  const decide = (row: OriginTransfer, what: TransferAction) =>
    void action.run(async () => {
      await decideTransfer(row.id, what);
      reload();
      return T.done[what];
    }, `${what}-${row.id}`);
  const [sends, setSends] = useState(0);
  // what was read last stays on screen while the lists are read again after a decision, its buttons disabled
  const shown = useRef(state.data);
  if (state.data) shown.current = state.data;
  const [transfers, holdings, receivers] = shown.current ?? [];
  const pending = transfers?.filter((row) => row.incoming && row.status === TRANSFER_STATUS.pending) ?? [];

  // each decision is asked first, in one dialog of the page (downloaded when it first opens)
  // (the question stays while the dialog closes, so its closing shows what was asked)
  const [asking, setAsking] = useState<{ row: OriginTransfer; what: TransferAction; question: string; open: boolean } | null>(null);
  const confirmButton = (row: OriginTransfer, what: TransferAction, label: string, question: string, primary = false) => (
    <PlainButton
      key={what}
      primary={primary}
      danger={what !== 'accept'}
      disabled={action.busy || state.loading}
      busy={action.busyWith === `${what}-${row.id}`}
      onClick={() => setAsking({ row, what, question, open: true })}
    >
      {label}
    </PlainButton>
  );

  const incomingColumns: ListColumn<OriginTransfer>[] = [
    { key: 'number', title: T.origin, role: 'title', width: 150, render: (_, row) => <Link to={paths.origen(row.originNumber)}>{row.originNumber}</Link>, tooltip: (row) => row.originNumber },
    { key: 'volume', title: S.volume, align: 'right', width: 110, render: (_, row) => formatVolume(row.volume) },
    { key: 'from', title: T.from, width: 170, ellipsis: true, render: (_, row) => row.senderName },
    { key: 'property', title: T.property, width: 170, ellipsis: true, render: (_, row) => row.propertyName },
    { key: 'species', title: T.species, priority: 'secondary', width: 190, ellipsis: true, render: (_, row) => speciesOf(row) },
    { key: 'reference', title: T.reference, priority: 'detail', width: 160, render: (_, row) => row.reference ?? '—' },
    { key: 'date', title: T.date, priority: 'detail', width: 180, render: (_, row) => formatDateTime(row.createdAt) },
    {
      key: 'decide',
      title: '',
      role: 'action',
      width: 230,
      render: (_, row) => (
        <div className="plain-actions">
          {confirmButton(row, 'accept', T.accept, T.confirmAccept(formatVolume(row.volume), row.originNumber), true)}
          {confirmButton(row, 'refuse', T.refuse, T.confirmRefuse)}
        </div>
      ),
    },
  ];

  const historyColumns: ListColumn<OriginTransfer>[] = [
    { key: 'number', title: T.origin, role: 'title', width: 150, render: (_, row) => <Link to={paths.origen(row.originNumber)}>{row.originNumber}</Link>, tooltip: (row) => row.originNumber },
    { key: 'direction', title: T.direction, width: 100, render: (_, row) => (row.incoming ? T.incoming : T.outgoing) },
    { key: 'volume', title: S.volume, align: 'right', width: 110, render: (_, row) => formatVolume(row.volume) },
    { key: 'other', title: `${T.from} / ${T.to}`, width: 220, ellipsis: true, render: (_, row) => (row.incoming ? row.senderName : `${row.receiverPropertyName} · ${row.receiverName}`) },
    { key: 'date', title: T.date, priority: 'detail', width: 180, render: (_, row) => formatDateTime(row.createdAt) },
    { key: 'property', title: T.property, priority: 'detail', width: 170, render: (_, row) => row.propertyName },
    { key: 'reference', title: T.reference, priority: 'detail', width: 160, render: (_, row) => row.reference ?? '—' },
    { key: 'status', title: T.status, role: 'status', width: 110, render: (_, row) => <PlainTag color={STATUS_COLOR[row.status]}>{row.status}</PlainTag> },
    {
      key: 'cancel',
      title: '',
      role: 'action',
      width: 230,
      render: (_, row) => (!row.incoming && row.status === TRANSFER_STATUS.pending ? confirmButton(row, 'cancel', T.cancel, T.confirmCancel) : null),
    },
  ];

  return (
    <PlainCard title={T.title} extra={<Link to={paths.despachos()}>{T.back}</Link>}>
      <p>{T.intro}</p>
      <PlainAlert messages={[...state.errors, ...action.errors]} onClose={() => (state.clearErrors(), action.setErrors([]))} />
      {action.notice && <PlainNotice>{action.notice}</PlainNotice>}
      {state.loading && !shown.current && <PlainLoading />}
      {transfers && holdings && receivers && (
        <>
          <section className="shipment-section" aria-labelledby="transfer-incoming">
            <h2 id="transfer-incoming" className="section-title">
              {T.incomingTitle}
            </h2>
            {pending.length > 0 && <p>{T.incomingIntro}</p>}
            <ListTable<OriginTransfer> rows={pending} columns={incomingColumns} rowKey={(row) => row.id} label={T.incomingTitle} emptyText={T.incomingNone} />
          </section>
          <SendForm
            key={sends}
            holdings={holdings}
            receivers={receivers}
            onSent={(sent) => {
              action.setNotice(T.sent(sent.originNumber, sent.receiverPropertyName));
              setSends((n) => n + 1);
              reload();
            }}
          />
          <section className="shipment-section" aria-labelledby="transfer-history">
            <h2 id="transfer-history" className="section-title">
              {T.historyTitle}
            </h2>
            <ListTable<OriginTransfer> rows={transfers} columns={historyColumns} rowKey={(row) => row.id} label={T.historyTitle} emptyText={T.historyNone} />
          </section>
        </>
      )}
      <ConfirmDialog
        open={asking?.open ?? false}
        title={asking?.question ?? ''}
        okText={T.yes}
        cancelText={T.no}
        danger={asking !== null && asking.what !== 'accept'}
        onConfirm={() => {
          if (asking) decide(asking.row, asking.what);
          setAsking((last) => last && { ...last, open: false });
        }}
        onCancel={() => setAsking((last) => last && { ...last, open: false })}
      />
    </PlainCard>
  );
}
