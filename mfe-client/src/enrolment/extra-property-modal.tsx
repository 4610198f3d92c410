import { useRef } from 'react';
import { extraPropertySchema, fieldErrors } from '@portal/shared-api';
import { CheckboxField, LocationCascade, TextField, type LocationNames } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { DialogForm } from './dialog-form';

const T = TEXTS.property;

/** An extra (unregistered) property of the enrolment (spec §3). */
export interface ExtraPropertyRow {
  rowId: string;
  name: string;
  districtId: number;
  address: string;
  timber: boolean;
  location: LocationNames;
}

interface Values {
  name?: string;
  provinceId?: number;
  cantonId?: number;
  districtId?: number;
  address?: string;
  timber?: boolean;
}

interface Props {
  open: boolean;
  /** Category 01 asks whether the property has active timber use (spec §4). */
  withTimber: boolean;
  onAdd: (row: ExtraPropertyRow) => void;
  onClose: () => void;
}

/** The extra-properties modal (spec §2): name, place, address and, in category 01, active timber use. */
export function ExtraPropertyModal({ open, withTimber, onAdd, onClose }: Props) {
  const location = useRef<LocationNames>({ province: '', canton: '', district: '' });
  const validate = (values: Values) => {
    const errors = fieldErrors(extraPropertySchema, { rowId: 'nueva', ...values });
    if (errors.districtId && !values.provinceId) errors.provinceId = errors.districtId;
    return errors;
  };
  const submit = (values: Values) => {
    onAdd({
      rowId: crypto.randomUUID(),
      name: values.name!.trim(),
      districtId: values.districtId!,
      address: values.address!.trim(),
      timber: withTimber && !!values.timber,
      location: location.current,
    });
    onClose();
  };
  return (
    <DialogForm<Values> open={open} title={T.extraTitle} scope="extra" validate={validate} onSubmit={submit} onClose={onClose} submitLabel={T.add} cancelLabel={T.cancel}>
      <TextField name="name" label={T.name} required />
      <div className="form-grid form-grid--3">
        <LocationCascade onDistrict={(names) => (location.current = names)} />
      </div>
      <TextField name="address" label={T.address} multiline required />
      {withTimber && <CheckboxField name="timber" label={T.timber} />}
    </DialogForm>
  );
}
