import { useNavigate } from '@portal/shared-auth/router';
import { VISIT_MSG, fieldErrors, invitationSchema, type InvitationRequest } from '@portal/shared-api';
import { addRegentRoleToCustomer, getMyself, inviteRegent } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { FactList, FormScreen, PlainAlert, PlainCard, PlainLoading, PortalForm, TextField, useLoad, type Submission } from '@portal/shared-ui';
import { TEXTS } from '../texts';

/** The four checks of spec §5 "Invite", the last against the client's own email. */
export function validateInvitation(values: InvitationRequest, ownEmail: string | null) {
  const errors = fieldErrors(invitationSchema, values);
  if (!errors.Email && ownEmail && values.Email?.trim().toLowerCase() === ownEmail.toLowerCase()) errors.Email = VISIT_MSG.inviteOwnEmail;
  return errors;
}

/** The server's answers about one field of the invitation, shown beside it. */
const INVITATION_ANSWERS = {
  [VISIT_MSG.inviteNameEmpty]: 'Name',
  [VISIT_MSG.inviteEmailEmpty]: 'Email',
  [VISIT_MSG.inviteEmailFormat]: 'Email',
  [VISIT_MSG.inviteOwnEmail]: 'Email',
};

/** /registro/Invitar (spec §2, §5): invite a regent by name and email; success goes home. */
export function InvitePage() {
  const T = TEXTS.invite;
  const { email } = useSession();
  return (
    <FormScreen<InvitationRequest>
      title={T.title}
      intro={T.intro}
      width={620}
      send={(values, options) => inviteRegent({ Name: values.Name.trim(), Email: values.Email.trim() }, options)}
      back="/"
      flash={T.sent}
      validate={(values) => validateInvitation(values, email)}
      serverFields={INVITATION_ANSWERS}
      submitLabel={T.submit}
      cancelLabel={T.cancel}
    >
      <TextField name="Name" label={T.name} autoComplete="name" required />
      <TextField name="Email" label={T.email} type="email" autoComplete="email" required />
    </FormScreen>
  );
}

/**
 * /registro/RegenteCliente (spec §2): a logged-in client adds the regent role to their own account; the
 * data shown are the account's, read-only. Logged out, a message asks to log in and retry.
 */
export function RegentRolePage() {
  const T = TEXTS.regentRole;
  const navigate = useNavigate();
  const { email, signIn } = useSession();
  const profile = useLoad(async () => (email ? (await getMyself(email))[0] : undefined), email);
  if (!email) return <p className="no-permission">{VISIT_MSG.loggedOut}</p>;

  const submit = async (_values: object, { idempotencyKey }: Submission) => {
    const login = await addRegentRoleToCustomer(email, { idempotencyKey });
    signIn(login, email);
    navigate('/', { state: { flash: T.done } });
  };
  const p = profile.data;
  return (
    <PlainCard title={T.title} width={620}>
      <p>{T.intro}</p>
      <PlainAlert messages={profile.errors} onClose={profile.clearErrors} />
      {profile.loading && <PlainLoading />}
      {p && (
        <>
          <FactList labels={T} values={{ email: p.email, phone: p.phoneNumber, name: p.userFullName, identification: p.userIdentifier }} />
          <PortalForm<object> label={T.title} onSubmit={submit} submitLabel={T.submit}>
            {null}
          </PortalForm>
        </>
      )}
    </PlainCard>
  );
}
