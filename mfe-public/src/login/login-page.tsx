import { Link, useNavigate } from '@portal/shared-auth/router';
import { fieldErrors, loginSchema, MSG, paths, type LoginRequest } from '@portal/shared-api';
import { login } from '@portal/shared-api/client';
import { useSessionStore } from '@portal/shared-auth';
import { PlainCard, PortalForm, TextField } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './login.css';

const T = TEXTS.login;

/**
 * /Login (spec §2): email, password, Enviar and Cancelar; failures in the form's error summary (spec §8).
 * Plain elements, no antd: the page arrives rendered in the first response and works before antd would load.
 */
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
    <PlainCard id="login-title" title={T.title} width={460} centered>
      <noscript>
        <p className="login-card__no-script">{T.needsJavaScript}</p>
      </noscript>
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
      <p className="login-card__register">
        {T.noAccount} <Link to={paths.registro()}>{T.register}</Link>
      </p>
    </PlainCard>
  );
}
