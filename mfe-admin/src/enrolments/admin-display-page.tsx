import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { ACTION_TARGET, ENROLMENT_MSG, type EnrolmentAction, type EnrolmentDetail } from '@portal/shared-api';
import { actOnEnrolment, getEnrolment } from '@portal/shared-api/client';
import { AlertList, ENROLMENT_TEXTS, EnrolmentDetailView, Loading, useFormAlert, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.enrolments;

const ADMIN_ACTIONS: readonly EnrolmentAction[] = ['sendforpay', 'remediate', 'accept', 'reject'];

function ActionPanel({ detail }: { detail: EnrolmentDetail }) {
  const navigate = useNavigate();
  const alert = useFormAlert();
  // each action carries its own notes: the previous ones stay in the history below
  const [notes, setNotes] = useState('');
  const [price, setPrice] = useState<number | null>(detail.price);
  const [pending, setPending] = useState<EnrolmentAction | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = ADMIN_ACTIONS.filter((a) => detail.actions.includes(a));

  const run = async (action: EnrolmentAction) => {
    alert.clear();
    if (action === 'sendforpay' && !(price && price > 0)) {
      alert.set([ENROLMENT_MSG.priceInvalid]);
      setPending(null);
      return;
    }
    setBusy(true);
    try {
      await actOnEnrolment(detail.id, action, { notes: notes.trim() || undefined, version: detail.version, ...(action === 'sendforpay' ? { price: price! } : {}) });
      navigate('/', { state: { flash: T.done(detail.id, ACTION_TARGET[action]) } });
    } catch (error) {
      alert.show(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  if (actions.length === 0) return <p>{T.noActions}</p>;
  return (
    <Card type="inner" title={<h2 className="section-title">{T.actions}</h2>} style={{ marginBottom: 24 }}>
      <AlertList messages={alert.messages} onClose={alert.clear} />
      <Form layout="vertical" component="div">
        <Form.Item label={T.notes} htmlFor="enrolment-notes">
          <Input.TextArea id="enrolment-notes" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Form.Item>
        {actions.includes('sendforpay') && (
          <Form.Item label={T.price} htmlFor="enrolment-price">
            <InputNumber<number> id="enrolment-price" min={1} step={1000} style={{ width: 240 }} value={price} onChange={setPrice} />
          </Form.Item>
        )}
        <Space wrap>
          {actions.map((action) => (
            <Button key={action} danger={action === 'reject'} type={action === 'reject' ? 'default' : 'primary'} loading={busy && pending === action} onClick={() => setPending(action)}>
              {T.labels[action]}
            </Button>
          ))}
        </Space>
      </Form>
      <Modal
        open={pending !== null}
        title={T.confirm}
        okText={pending ? T.labels[pending] : ''}
        cancelText="Cancelar"
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

/** /Inscripcion/AdminDisplay/{id} (spec §2, §4): the full enrolment and only the actions its state allows. */
export function AdminDisplayPage() {
  const { id = '' } = useParams();
  const state = useLoad(() => getEnrolment(id), id);
  return (
    <Card title={<h1 className="page-title">{ENROLMENT_TEXTS.title(Number(id))}</h1>}>
      <AlertList messages={state.errors} onClose={state.clearErrors} />
      {state.loading && <Loading />}
      {state.data && (
        <>
          <ActionPanel detail={state.data} />
          <EnrolmentDetailView detail={state.data} />
        </>
      )}
    </Card>
  );
}
