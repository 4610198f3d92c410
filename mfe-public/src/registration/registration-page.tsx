import { useEffect, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import {
  ID_TYPE,
  MSG,
  fieldErrors,
  identifierRule,
  maskIdentifier,
  registrationSchema,
  type LookupItem,
  type RegistrationRequest,
} from '@portal/shared-api';
import { addUser, getIdentificationTypes } from '@portal/shared-api/client';
import { CredentialFields, LocationCascade, NameFields, PhoneField, RegistrationForm, SelectField, TextField } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.registration;

export type RegistrationValues = RegistrationRequest & { provinceId?: number; cantonId?: number };

/** The browser's rules are the server's (shared-api), plus the province and canton the payload omits. */
export function validateRegistration(values: RegistrationValues) {
  const errors = fieldErrors(registrationSchema, values);
  if (!values.provinceId) errors.provinceId = MSG.required;
  if (!values.cantonId) errors.cantonId = MSG.required;
  return errors;
}

function IdentityFields() {
  const form = useForm();
  const typeId = useField<number>('identificationTypeId', { subscription: { value: true } }).input.value || undefined;
  const [types, setTypes] = useState<LookupItem[]>([]);
  useEffect(() => {
    getIdentificationTypes()
      .then(setTypes)
      .catch((error: unknown) => console.error(error));
  }, []);
  return (
    <div className="form-grid">
      <SelectField
        name="identificationTypeId"
        label={T.identificationType}
        options={types}
        required
        onSelect={() => form.change('identifier', undefined)}
      />
      <TextField
        name="identifier"
        label={T.identifier}
        mask={(raw) => maskIdentifier(typeId, raw)}
        placeholder={identifierRule(typeId)?.mask}
        required
      />
      {typeId === ID_TYPE.business && <TextField name="legalName" label={T.legalName} autoComplete="organization" required />}
    </div>
  );
}

/** /Registro (spec §2, §3 "User registration"): a property owner creates a client account. */
export function RegistrationPage() {
  return (
    <RegistrationForm<RegistrationValues>
      title={T.title}
      intro={T.intro}
      validate={validateRegistration}
      send={({ provinceId: _p, cantonId: _c, ...payload }, options) => addUser(payload, options)}
    >
      <NameFields />
      <IdentityFields />
      <PhoneField />
      <div className="form-grid form-grid--3">
        <LocationCascade />
      </div>
      <TextField name="address" label={T.address} multiline autoComplete="street-address" required />
      <CredentialFields />
    </RegistrationForm>
  );
}
