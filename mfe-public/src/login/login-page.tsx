import { Button, Card, Form, Space } from 'antd';
import { Form as FinalForm } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrors, loginSchema, type LoginRequest } from '@portal/shared-api';
import { login } from '@portal/shared-api/client';
import { useSessionStore } from '@portal/shared-auth';
import { AlertList, TextField, useFormAlert } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.login;

/** /Login (spec §2): email, password, Enviar and Cancelar; failures in the alert list (spec §8). */
export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSessionStore((s) => s.signIn);
  const alert = useFormAlert();

  const submit = async (values: LoginRequest) => {
    alert.clear();
    try {
      const email = values.email.trim();
      const response = await login({ email, password: values.password });
      signIn(response, email);
      navigate('/');
    } catch (error) {
      alert.show(error);
    }
  };

  return (
    <Card title={<h1 className="page-title">{T.title}</h1>} style={{ maxWidth: 460, margin: '0 auto' }}>
      <AlertList messages={alert.messages} onClose={alert.clear} />
      <FinalForm<LoginRequest> onSubmit={submit} validate={(values) => fieldErrors(loginSchema, values)} subscription={{ submitting: true }}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={T.title}>
            <Form layout="vertical" component={false}>
              <TextField name="email" label={T.email} type="email" autoComplete="username" required />
              <TextField name="password" label={T.password} type="password" autoComplete="current-password" required />
              <Space>
                <Button type="primary" htmlType="submit" loading={submitting}>
                  {T.submit}
                </Button>
                <Button onClick={() => navigate('/')}>{T.cancel}</Button>
              </Space>
            </Form>
          </form>
        )}
      </FinalForm>
      <p style={{ marginTop: 24, marginBottom: 0 }}>
        {T.noAccount} <Link to="/Registro">{T.register}</Link>
      </p>
    </Card>
  );
}
