import type { ReactNode } from 'react';
import { Card } from 'antd';
import type { ValidationErrors } from 'final-form';
import { Link, useNavigate } from 'react-router-dom';
import { AlertList } from '../feedback/alert-list';
import { PortalForm } from '../form/portal-form';
import { useFormAlert } from '../form/use-form-alert';
import { REGISTRATION_TEXTS as T } from './texts';

export interface RegistrationFormProps<V> {
  title: string;
  intro: string;
  validate: (values: V) => ValidationErrors;
  send: (values: V) => Promise<unknown>;
  /** The message home shows after success. */
  success?: string;
  /** The "already have an account" link, for people registering themselves. */
  loginLink?: boolean;
  children: ReactNode;
}

/**
 * The frame every registration screen shares: title, alert list for the server's messages
 * (spec §8), the buttons, and home on success (spec §7).
 */
export function RegistrationForm<V extends object>({ title, intro, validate, send, success = T.success, loginLink = true, children }: RegistrationFormProps<V>) {
  const navigate = useNavigate();
  const alert = useFormAlert();
  const submit = async (values: V) => {
    alert.clear();
    try {
      await send(values);
      navigate('/', { state: { flash: success } });
    } catch (error) {
      alert.show(error);
      window.scrollTo?.({ top: 0 });
    }
  };
  return (
    <Card title={<h1 className="page-title">{title}</h1>} style={{ maxWidth: 760, margin: '0 auto' }}>
      <p>{intro}</p>
      <AlertList messages={alert.messages} onClose={alert.clear} />
      <PortalForm<V>
        label={title}
        onSubmit={submit}
        validate={validate}
        submitLabel={T.submit}
        cancelLabel={T.cancel}
        onCancel={() => navigate('/')}
      >
        {children}
      </PortalForm>
      {loginLink && (
        <p style={{ marginTop: 24, marginBottom: 0 }}>
          {T.haveAccount} <Link to="/Login">{T.login}</Link>
        </p>
      )}
    </Card>
  );
}
