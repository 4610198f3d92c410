import { maskPhone } from '@portal/shared-api';
import { TextField } from '../form/text-field';
import { REGISTRATION_TEXTS as T } from './texts';

/** First and middle names, both surnames. */
export function NameFields() {
  return (
    <div className="form-grid">
      <TextField name="firstName" label={T.firstName} autoComplete="given-name" required />
      <TextField name="middleName" label={T.middleName} autoComplete="additional-name" />
      <TextField name="lastName" label={T.lastName} autoComplete="family-name" required />
      <TextField name="secondLastName" label={T.secondLastName} />
    </div>
  );
}

export function PhoneField() {
  return <TextField name="phoneNumber" label={T.phoneNumber} type="tel" mask={maskPhone} placeholder="####-####" autoComplete="tel-national" required />;
}

/** Email and password: the account's credentials. */
export function CredentialFields() {
  return (
    <div className="form-grid">
      <TextField name="emailAddress" label={T.email} type="email" autoComplete="email" required />
      <TextField name="password" label={T.password} type="password" autoComplete="new-password" required />
    </div>
  );
}
