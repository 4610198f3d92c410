import { fieldErrors, maskIdentifier, specialisedRegistrationSchema, ID_TYPE, type SpecialisedRegistrationRequest } from '@portal/shared-api';
import { addRegentUser } from '@portal/shared-api/client';
import { TextField } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { CredentialFields, NameFields, PhoneField } from './person-fields';
import { RegistrationForm } from './registration-form';

const T = TEXTS.registration;

/**
 * /registro/Regente (spec §2): a forestry regent's own account. identificationTypeId and
 * districtId are fixed to 1 (spec §9), so the identifier is a cédula física.
 */
export function RegentRegistrationPage() {
  return (
    <RegistrationForm<SpecialisedRegistrationRequest>
      title={T.regentTitle}
      intro={T.regentIntro}
      validate={(values) => fieldErrors(specialisedRegistrationSchema, values)}
      send={(values) => addRegentUser({ ...values, identificationTypeId: 1, districtId: 1 })}
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
