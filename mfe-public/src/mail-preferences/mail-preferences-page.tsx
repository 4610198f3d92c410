import './mail-preferences.css';
import { MAIL_KIND_KEYS, type MailKind } from '@portal/shared-api';
import { getMailPreferences, saveMailPreferences } from '@portal/shared-api/client';
import { AlertList, CheckboxField, FormScreen, Loading, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.mailPreferences;

type Values = Partial<Record<MailKind, boolean>>;

/**
 * /AvisosPorCorreo (beyond the spec): the kinds of e-mail the person's roles receive, each a check box; what they
 * uncheck is no longer sent to them. Saved, the screen goes home with a message.
 */
export function MailPreferencesPage() {
  const preferences = useLoad(getMailPreferences, 'mail-preferences');
  if (preferences.loading) return <Loading />;
  if (!preferences.data) return <AlertList messages={preferences.errors} />;
  const kinds = preferences.data.kinds;
  return (
    <FormScreen<Values>
      title={T.title}
      intro={kinds.length > 0 ? T.intro : T.none}
      style={{ maxWidth: 620 }}
      initialValues={Object.fromEntries(kinds.map((k) => [k.kind, k.on]))}
      send={(values) => saveMailPreferences(MAIL_KIND_KEYS.filter((kind) => kinds.some((k) => k.kind === kind) && !values[kind]))}
      back="/"
      flash={T.saved}
      submitLabel={T.submit}
      cancelLabel={T.cancel}
    >
      {kinds.length > 0 && (
        <fieldset className="mail-preferences">
          <legend>{T.kinds}</legend>
          {kinds.map((k) => (
            <CheckboxField key={k.kind} name={k.kind} label={k.label} hint={T.hints[k.kind]} />
          ))}
        </fieldset>
      )}
    </FormScreen>
  );
}
