import { useState } from 'react';
import { Button, Card, Form, Input, Modal, Space } from 'antd';
import { useNavigate, useParams } from '@portal/shared-auth/router';
import { ACTION_TARGET, ENROLMENT_MSG, type EnrolmentAction, type EnrolmentDetail } from '@portal/shared-api';
import { actOnEnrolment, getEnrolment } from '@portal/shared-api/client';
import { AlertList, ENROLMENT_TEXTS, EnrolmentDetailView, ErrorSummary, FORM_TEXTS, Loading, MoneyInput, errorAria, useAction, useErrorSummary, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';

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

  if (actions.length === 0) return <p style={{ marginTop: 24 }}>{T.noActions}</p>;
  return (
    <Card type="inner" title={<h2 className="section-title">{T.actions}</h2>} style={{ marginTop: 24 }}>
      <ErrorSummary {...errors.summary} />
      <Form layout="vertical" component="div">
        <Form.Item
          label={T.notes}
          htmlFor={NOTES_ID}
          validateStatus={errors.messageOf(NOTES_ID) ? 'error' : undefined}
          help={errors.messageOf(NOTES_ID) && <span id={`${NOTES_ID}-error`}>{errors.messageOf(NOTES_ID)}</span>}
        >
          <Input.TextArea id={NOTES_ID} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} {...errorAria(NOTES_ID, errors.messageOf(NOTES_ID))} />
        </Form.Item>
        {actions.includes('sendforpay') && (
          <Form.Item
            label={T.price}
            htmlFor={PRICE_ID}
            validateStatus={errors.messageOf(PRICE_ID) ? 'error' : undefined}
            help={errors.messageOf(PRICE_ID) && <span id={`${PRICE_ID}-error`}>{errors.messageOf(PRICE_ID)}</span>}
          >
            <MoneyInput id={PRICE_ID} min={1} value={price} onChange={setPrice} error={errors.messageOf(PRICE_ID)} />
          </Form.Item>
        )}
        <Space wrap>
          {actions.map((action) => (
            <Button
              key={action}
              danger={action === 'reject'}
              type={action === 'reject' ? 'default' : 'primary'}
              loading={busy && pending === action}
              disabled={busy}
              onClick={() => choose(action)}
            >
              {T.labels[action]}
            </Button>
          ))}
        </Space>
      </Form>
      <Modal
        open={pending !== null}
        title={T.confirm}
        okText={pending ? T.labels[pending] : ''}
        cancelText={FORM_TEXTS.confirmCancel}
        okButtonProps={{ danger: pending === 'reject', loading: busy }}
        onOk={() => pending && run(pending)}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        {pending && <p>{`${ENROLMENT_TEXTS.title(detail.id)}: ${detail.status} → ${ACTION_TARGET[pending]}`}</p>}
      </Modal>
    </Card>
  );
}

/** /Inscripcion/AdminDisplay/{id} (spec §2, §4): the full enrolment to review, then only the actions its state allows. */
export function AdminDisplayPage() {
  const { id = '' } = useParams();
  const state = useLoad(() => getEnrolment(id), id);
  return (
    <Card title={<h1 className="page-title">{ENROLMENT_TEXTS.title(Number(id))}</h1>}>
      <AlertList messages={state.errors} onClose={state.clearErrors} />
      {state.loading && <Loading />}
      {state.data && (
        <>
          <EnrolmentDetailView detail={state.data} />
          <ActionPanel detail={state.data} />
        </>
      )}
    </Card>
  );
}
