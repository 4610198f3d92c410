import './mail-preferences.css';
import { MAIL_KIND_KEYS, type MailKind } from '@portal/shared-api';
import { getMailPreferences, saveMailPreferences } from '@portal/shared-api/client';
import { useNavigate } from '@portal/shared-auth/router';
import { CheckboxField, PlainAlert, PlainCard, PlainLoading, PortalForm, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.mailPreferences;

type Values = Partial<Record<MailKind, boolean>>;

/**
 * /AvisosPorCorreo (beyond the spec): the kinds of e-mail the person's roles receive, each a check box; what they
 * uncheck is no longer sent to them. Saved, the screen goes home with a message. Plain elements, without antd (the
 * route is `plain`): a settings screen of check boxes does not download a form library's look.
 */
export function MailPreferencesPage() {
  const navigate = useNavigate();
  const preferences = useLoad(getMailPreferences, 'mail-preferences');
  if (preferences.loading) return <PlainLoading />;
  if (!preferences.data) return <PlainAlert messages={preferences.errors} />;
  const kinds = preferences.data.kinds;
  const send = async (values: Values) => {
    await saveMailPreferences(MAIL_KIND_KEYS.filter((kind) => kinds.some((k) => k.kind === kind) && !values[kind]));
    navigate('/', { state: { flash: T.saved } });
  };
  return (
    <PlainCard id="mail-preferences-title" title={T.title} width={620}>
      <p className="mail-preferences__intro">{kinds.length > 0 ? T.intro : T.none}</p>
      <PortalForm<Values>
        label={T.title}
        initialValues={Object.fromEntries(kinds.map((k) => [k.kind, k.on]))}
        onSubmit={send}
        submitLabel={T.submit}
        cancelLabel={T.cancel}
        onCancel={() => navigate('/')}
      >
        {kinds.length > 0 && (
          <fieldset className="mail-preferences">
            <legend>{T.kinds}</legend>
            {kinds.map((k) => (
              <CheckboxField key={k.kind} name={k.kind} label={k.label} hint={T.hints[k.kind]} />
            ))}
          </fieldset>
        )}
      </PortalForm>
    </PlainCard>
  );
}
