import type { ReactNode } from 'react';
import { useNavigate } from '@portal/shared-auth/router';
import type { CreateOptions } from '@portal/shared-api/client';
import { PlainCard } from '../card/plain-card';
import { PortalForm, type PortalFormProps, type Submission } from './portal-form';

export interface FormScreenProps<V> extends Omit<PortalFormProps<V>, 'label' | 'onSubmit' | 'onCancel'> {
  title: string;
  /** A paragraph between the title and the form. */
  intro?: ReactNode;
  /** The card's greatest width, in px. */
  width: number;
  centered?: boolean;
  /** Sends the form; `options` carries the submission's Idempotency-Key. */
  send: (values: V, options: CreateOptions) => Promise<unknown>;
  /** Where the screen goes once sent, and on Cancelar. */
  back: string;
  /** The message `back` shows once sent. */
  flash?: string;
  /** Drawn under the form. */
  after?: ReactNode;
}

/**
 * A screen that is one form in a card titled by its heading: sending it (the server's refusals in its error
 * summary, spec §8) and Cancelar both lead to `back`. Plain elements: with plain fields it loads no antd.
 */
export function FormScreen<V extends object>({ title, intro, width, centered, send, back, flash, after, ...form }: FormScreenProps<V>) {
  const navigate = useNavigate();
  const submit = async (values: V, { idempotencyKey }: Submission) => {
    await send(values, { idempotencyKey });
    navigate(back, flash === undefined ? undefined : { state: { flash } });
  };
  return (
    <PlainCard title={title} width={width} centered={centered}>
      {intro !== undefined && <p>{intro}</p>}
      <PortalForm<V> {...form} label={title} onSubmit={submit} onCancel={() => navigate(back)} />
      {after}
    </PlainCard>
  );
}
