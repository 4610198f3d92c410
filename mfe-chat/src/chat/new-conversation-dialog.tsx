import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { ApiError, createNewThread } from '@portal/shared-api/client';
import { AlertList, useAction, useSubmissionKey } from '@portal/shared-ui';
import { TEXTS as T } from '../texts';

interface Props {
  open: boolean;
  email: string | null;
  onStarted: (id: number) => void;
  onClose: () => void;
}

/**
 * The new-conversation dialog (spec §2, §4, §8): a subject, Cancelar and Empezar, and the warning that
 * starting one ends the previous session. A refused call shows the server's messages; any other failure
 * `Error: ` and what went wrong.
 */
export function NewConversationDialog({ open, email, onStarted, onClose }: Props) {
  const [subject, setSubject] = useState('');
  // a refusal shows the server's lines; anything else "Error: " and what went wrong (spec §8)
  const { busy, errors, run, setErrors } = useAction({
    linesOf: (error) => (error instanceof ApiError && error.status !== 0 ? error.messages : [T.error(error instanceof Error ? error.message : String(error))]),
  });
  const keys = useSubmissionKey();

  const start = () =>
    run(async () => {
      const id = await keys.send(subject.trim(), (idempotencyKey) => createNewThread(subject.trim(), email ?? '', { idempotencyKey }));
      setSubject('');
      onStarted(id);
    });

  return (
    <Modal open={open} title={T.newTitle} okText={T.start} cancelText={T.cancel} onOk={start} onCancel={onClose} okButtonProps={{ loading: busy }} destroyOnHidden>
      <Alert type="warning" showIcon title={T.warning} style={{ marginBottom: 12 }} />
      <AlertList messages={errors} onClose={() => setErrors([])} />
      <label htmlFor="chat-subject">{T.subject}</label>
      <Input id="chat-subject" value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} onPressEnter={() => void start()} />
    </Modal>
  );
}
