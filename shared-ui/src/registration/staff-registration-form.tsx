import { ID_TYPE, fieldErrors, maskIdentifier, specialisedRegistrationSchema, type SpecialisedRegistrationRequest } from '@portal/shared-api';
import { TextField } from '../form/text-field';
import { CredentialFields, NameFields, PhoneField } from './person-fields';
import { RegistrationForm, type RegistrationFormProps } from './registration-form';
import { REGISTRATION_TEXTS as T } from './texts';

type Props = Pick<RegistrationFormProps<SpecialisedRegistrationRequest>, 'title' | 'intro' | 'success' | 'loginLink' | 'send'>;

/**
 * Regent, accountant and administrator registration (spec §3): the public registration's fields with
 * identificationTypeId and districtId fixed to 1 (spec §9), so the identifier is a cédula física.
 */
export function StaffRegistrationForm({ send, ...frame }: Props) {
  return (
    <RegistrationForm<SpecialisedRegistrationRequest>
      {...frame}
      validate={(values) => fieldErrors(specialisedRegistrationSchema, values)}
      send={(values, options) => send({ ...values, identificationTypeId: 1, districtId: 1 }, options)}
    >
      <NameFields />
      <div className="form-grid">
        <TextField name="identifier" label={T.identifier} mask={(raw) => maskIdentifier(ID_TYPE.personal, raw)} placeholder="#########" required />
        <PhoneField />
      </div>
      <TextField name="address" label={T.address} multiline autoComplete="street-address" />
      <CredentialFields />
    </RegistrationForm>
  );
}
