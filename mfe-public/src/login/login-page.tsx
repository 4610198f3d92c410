import { Card } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { MSG, fieldErrors, loginSchema, type LoginRequest } from '@portal/shared-api';
import { login } from '@portal/shared-api/client';
import { useSessionStore } from '@portal/shared-auth';
import { PortalForm, TextField } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.login;

/** /Login (spec §2): email, password, Enviar and Cancelar; failures in the form's error summary (spec §8). */
export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSessionStore((s) => s.signIn);

  const submit = async (values: LoginRequest) => {
    const email = values.email.trim();
    const response = await login({ email, password: values.password });
    signIn(response, email);
    navigate('/');
  };

  return (
    <Card title={<h1 className="page-title">{T.title}</h1>} style={{ maxWidth: 460, margin: '0 auto' }}>
      <PortalForm<LoginRequest>
        label={T.title}
        onSubmit={submit}
        validate={(values) => fieldErrors(loginSchema, values)}
        serverFields={{ [MSG.emailInvalid]: 'email' }}
        submitLabel={T.submit}
        cancelLabel={T.cancel}
        onCancel={() => navigate('/')}
      >
        <TextField name="email" label={T.email} type="email" autoComplete="username" required />
        <TextField name="password" label={T.password} type="password" autoComplete="current-password" required />
      </PortalForm>
      <p style={{ marginTop: 24, marginBottom: 0 }}>
        {T.noAccount} <Link to="/Registro">{T.register}</Link>
      </p>
    </Card>
  );
}
