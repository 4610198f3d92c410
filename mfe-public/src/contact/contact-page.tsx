import { useState } from 'react';
import { MSG, contactSchema, fieldErrors, maskPhone, type ContactRequest } from '@portal/shared-api';
import { sendContact } from '@portal/shared-api/client';
import { PortalForm, TextField, type Submission } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.contact;

/** /Contactanos (spec §2, §5): the public contact form; success clears it and says so. */
export function ContactPage() {
  const [sent, setSent] = useState(0);

  const submit = async (values: ContactRequest, { idempotencyKey }: Submission) => {
    await sendContact(values, { idempotencyKey });
    // a new key mounts an empty form
    setSent((n) => n + 1);
  };

  return (
    <section className="home-hero" style={{ maxWidth: 760 }}>
      <h1 className="page-title">{T.title}</h1>
      <p>{T.intro}</p>
      {sent > 0 && (
        <p className="flash" role="status">
          {T.sent}
        </p>
      )}
      <PortalForm<ContactRequest>
        key={sent}
        label={T.title}
        onSubmit={submit}
        validate={(values) => fieldErrors(contactSchema, values)}
        serverFields={{ [MSG.contactEmailInvalid]: 'email', [MSG.phoneFormat]: 'phone' }}
        submitLabel={T.submit}
      >
        <div className="form-grid">
          <TextField name="name" label={T.name} autoComplete="name" required />
          <TextField name="phone" label={T.phone} type="tel" mask={maskPhone} placeholder="####-####" autoComplete="tel-national" required />
        </div>
        <div className="form-grid">
          <TextField name="email" label={T.email} type="email" autoComplete="email" required />
          <TextField name="subject" label={T.subject} />
        </div>
        <TextField name="message" label={T.message} multiline required />
      </PortalForm>
    </section>
  );
}
