import { useState } from 'react';
import { useNavigate, useParams } from '@portal/shared-auth/router';
import { ACTION_TARGET, ENROLMENT_MSG, type EnrolmentAction, type EnrolmentDetail } from '@portal/shared-api';
import { actOnEnrolment, getEnrolment } from '@portal/shared-api/client';
import {
  ConfirmDialog,
  ENROLMENT_TEXTS,
  EnrolmentDetailView,
  ErrorSummary,
  FORM_TEXTS,
  FieldItem,
  MoneyInput,
  PlainAlert,
  PlainButton,
  PlainCard,
  PlainLoading,
  errorAria,
  useAction,
  useErrorSummary,
  useLoad,
} from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './admin-display.css';

const T = TEXTS.enrolments;

const ADMIN_ACTIONS: readonly EnrolmentAction[] = ['sendforpay', 'remediate', 'accept', 'reject'];

const NOTES_ID = 'enrolment-notes';
const PRICE_ID = 'enrolment-price';

/** The server's answers about one control of the panel, linked from the summary and shown beside it. */
const CONTROL_OF: Readonly<Record<string, { id: string; label: string }>> = {
  [ENROLMENT_MSG.notesRequired]: { id: NOTES_ID, label: T.notes },
  [ENROLMENT_MSG.priceInvalid]: { id: PRICE_ID, label: T.price },
  [ENROLMENT_MSG.numberTooLarge]: { id: PRICE_ID, label: T.price },
};

function ActionPanel({ detail }: { detail: EnrolmentDetail }) {
  const navigate = useNavigate();
  const errors = useErrorSummary();
  // each action carries its own notes: the previous ones stay in the history above
  const [notes, setNotes] = useState('');
  const [price, setPrice] = useState<number | null>(detail.price);
  const [pending, setPending] = useState<EnrolmentAction | null>(null);
  const actions = ADMIN_ACTIONS.filter((a) => detail.actions.includes(a));

  /** The lines of a failure, each on its control when it names one. */
  const showFailure = (lines: string[]) =>
    errors.show({
      links: lines.filter((line) => CONTROL_OF[line]).map((line) => ({ ...CONTROL_OF[line]!, message: line })),
      lines: lines.filter((line) => !CONTROL_OF[line]),
    });

  const acting = useAction({ onError: (lines) => showFailure(lines) });
  const { busy } = acting;

  // the price is checked before the confirmation, so the dialog never asks about a sending that cannot be
  const choose = (action: EnrolmentAction) => {
    errors.clear();
    if (action === 'sendforpay' && !(price && price > 0)) {
      showFailure([ENROLMENT_MSG.priceInvalid]);
      return;
    }
    setPending(action);
  };

  const run = async (step: EnrolmentAction) => {
    errors.clear();
    await acting.run(async () => {
      await actOnEnrolment(detail.id, step, { notes: notes.trim() || undefined, version: detail.version, ...(step === 'sendforpay' ? { price: price! } : {}) });
      navigate('/', { state: { flash: T.done(detail.id, ACTION_TARGET[step]) } });
    });
    setPending(null);
  };

  if (actions.length === 0) return <p className="enrolment-no-actions">{T.noActions}</p>;
  return (
    <PlainCard heading="h2" title={T.actions}>
      <ErrorSummary {...errors.summary} />
      <FieldItem name={NOTES_ID} id={NOTES_ID} label={T.notes} error={errors.messageOf(NOTES_ID)}>
        <textarea id={NOTES_ID} className="plain-input" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} {...errorAria(NOTES_ID, errors.messageOf(NOTES_ID))} />
      </FieldItem>
      {actions.includes('sendforpay') && (
        <FieldItem name={PRICE_ID} id={PRICE_ID} label={T.price} error={errors.messageOf(PRICE_ID)}>
          <MoneyInput id={PRICE_ID} min={1} value={price} onChange={setPrice} error={errors.messageOf(PRICE_ID)} />
        </FieldItem>
      )}
      <div className="enrolment-actions">
        {actions.map((action) => (
          <PlainButton key={action} danger={action === 'reject'} primary={action !== 'reject'} busy={busy && pending === action} disabled={busy} onClick={() => choose(action)}>
            {T.labels[action]}
          </PlainButton>
        ))}
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={T.confirm}
        okText={pending ? T.labels[pending] : ''}
        cancelText={FORM_TEXTS.confirmCancel}
        danger={pending === 'reject'}
        busy={busy}
        onConfirm={() => pending && run(pending)}
        onCancel={() => setPending(null)}
      >
        {pending && <p>{`${ENROLMENT_TEXTS.title(detail.id)}: ${detail.status} → ${ACTION_TARGET[pending]}`}</p>}
      </ConfirmDialog>
    </PlainCard>
  );
}

/** /Inscripcion/AdminDisplay/{id} (spec §2, §4): the full enrolment to review, then only the actions its state allows. */
export function AdminDisplayPage() {
  const { id = '' } = useParams();
  const state = useLoad(() => getEnrolment(id), id);
  return (
    <PlainCard title={ENROLMENT_TEXTS.title(Number(id))}>
      <PlainAlert messages={state.errors} onClose={state.clearErrors} />
      {state.loading && <PlainLoading />}
      {state.data && (
        <>
          <EnrolmentDetailView detail={state.data} />
          <ActionPanel detail={state.data} />
        </>
      )}
    </PlainCard>
  );
}
