import { useState } from 'react';
import { useSearchParams } from '@portal/shared-auth/router';
import { MSG, WATCH_MAX, WATCH_MSG, fieldErrors, watchRequestSchema } from '@portal/shared-api';
import { askWatch } from '@portal/shared-api/client';
import { messageIn } from '@portal/shared-api/i18n';
import { PortalForm, TextField } from '@portal/shared-ui';
import { LanguageSwitch, PublicLanguage, usePublicTexts } from '../i18n/language';

interface Values {
  email?: string;
  certificates?: string;
}

/** The numbers of the text area: one a line, or separated by commas, semicolons or spaces. */
const numbersOf = (text: string | undefined) => (text ?? '').split(/[\s,;]+/).filter(Boolean);

/**
 * /Alertas (beyond the spec, as FSC's Certificate Status Watch): anyone, with no account, asks for an e-mail each time
 * the status of the certificates they name changes; a confirmation link is sent first. Opened from a profile, the
 * profile's certificate is already written in.
 */
export function WatchPage() {
  return (
    <PublicLanguage>
      <WatchRequest />
    </PublicLanguage>
  );
}

function WatchRequest() {
  const { t, i18n, language } = usePublicTexts();
  const [query] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const submit = async (values: Values) => {
    const answer = await askWatch({ email: values.email ?? '', certificates: numbersOf(values.certificates) });
    setSent(messageIn(i18n, answer.message));
  };
  return (
    <section className="home-hero" style={{ maxWidth: 760 }} lang={language}>
      <LanguageSwitch />
      <h1 className="page-title">{t('watch:title')}</h1>
      <p>{t('watch:intro')}</p>
      {sent ? (
        <p className="flash" role="status">
          {sent}
        </p>
      ) : (
        <PortalForm<Values>
          label={t('watch:title')}
          onSubmit={submit}
          initialValues={{ certificates: query.get('certificados')?.split(',').join('\n') ?? '' }}
          validate={(values) =>
            // a problem of one number (its length) is the text area's
            Object.fromEntries(Object.entries(fieldErrors(watchRequestSchema, { email: values.email, certificates: numbersOf(values.certificates) })).map(([key, message]) => [key.split('.')[0], messageIn(i18n, message)]))
          }
          serverFields={{ [MSG.contactEmailInvalid]: 'email', [WATCH_MSG.certificatesMissing]: 'certificates', [WATCH_MSG.tooMany]: 'certificates' }}
          submitLabel={t('watch:submit')}
          wording={{ summaryTitle: t('watch:summaryTitle'), summaryProblemTitle: t('watch:summaryProblemTitle'), message: (line) => messageIn(i18n, line) }}
        >
          <TextField name="email" label={t('watch:email')} type="email" autoComplete="email" required />
          <TextField name="certificates" label={t('watch:certificates')} hint={t('watch:certificatesHint', { max: WATCH_MAX })} multiline required />
        </PortalForm>
      )}
    </section>
  );
}
