import type { ReactNode } from 'react';
import type { ValidationErrors } from 'final-form';
import { Link } from '@portal/shared-auth/router';
import { MSG, paths } from '@portal/shared-api';
import type { CreateOptions } from '@portal/shared-api/client';
import { FormScreen } from '../form/form-screen';
import { REGISTRATION_TEXTS as T } from './texts';

/** The server's answers about one field of a registration: shown beside it. */
export const REGISTRATION_SERVER_FIELDS: Readonly<Record<string, string>> = {
  [MSG.duplicateEmail]: 'emailAddress',
  [MSG.emailInvalid]: 'emailAddress',
  [MSG.passwordLength]: 'password',
  [MSG.phoneFormat]: 'phoneNumber',
  [MSG.districtInvalid]: 'districtId',
  [MSG.identificationTypeInvalid]: 'identificationTypeId',
  [MSG.personalIdFormat]: 'identifier',
  [MSG.businessIdFormat]: 'identifier',
  [MSG.dimexFormat]: 'identifier',
  [MSG.nitFormat]: 'identifier',
  [MSG.freeIdFormat]: 'identifier',
};

export interface RegistrationFormProps<V> {
  title: string;
  intro: string;
  validate: (values: V) => ValidationErrors;
  /** Creates the account; `options` carries the submission's Idempotency-Key. */
  send: (values: V, options: CreateOptions) => Promise<unknown>;
  /** The message home shows after success. */
  success?: string;
  /** The "already have an account" link, for people registering themselves. */
  loginLink?: boolean;
  children: ReactNode;
}

/**
 * The frame every registration screen shares: title, the form (its error summary lists the server's
 * messages, spec §8), the buttons, and home on success (spec §7).
 */
export function RegistrationForm<V extends object>({ title, intro, validate, send, success = T.success, loginLink = true, children }: RegistrationFormProps<V>) {
  return (
    <FormScreen<V>
      title={title}
      intro={intro}
      width={760}
      centered
      send={send}
      back="/"
      flash={success}
      validate={validate}
      serverFields={REGISTRATION_SERVER_FIELDS}
      submitLabel={T.submit}
      cancelLabel={T.cancel}
      after={
        loginLink && (
          <p style={{ marginTop: 24, marginBottom: 0 }}>
            {T.haveAccount} <Link to={paths.login()}>{T.login}</Link>
          </p>
        )
      }
    >
      {children}
    </FormScreen>
  );
}
