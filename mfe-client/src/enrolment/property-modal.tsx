import { useRef } from 'react';
import { useField } from 'react-final-form';
import {
  ENROLMENT_MSG,
  TENURE,
  enrolledPropertySchema,
  fieldErrors,
  isFarmCategory,
  needsPowerOfAttorney,
  priceRangeFor,
  type Category,
  type PriceRange,
} from '@portal/shared-api';
import { ChoiceField, FileField, LocationCascade, TextField, formatColones, type LocationNames } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { DialogForm } from './dialog-form';

const T = TEXTS.property;

/** A property added to the enrolment, with its place's names and the price range its volume falls in. */
export interface PropertyRow {
  rowId: string;
  commercialName?: string;
  sheetNumber?: string;
  address: string;
  ownership: string;
  area: number;
  districtId: number;
  volume: number;
  certificationArea?: number;
  psaNumber?: string;
  location: LocationNames;
  power?: File;
  range: PriceRange;
}

interface Values {
  commercialName?: string;
  sheetNumber?: string;
  address?: string;
  tenure?: string;
  ownershipOther?: string;
  area?: string;
  provinceId?: number;
  cantonId?: number;
  districtId?: number;
  volume?: string;
  certificationArea?: string;
  psaNumber?: string;
  power?: File;
}

const ownershipOf = (values: Values) => (values.tenure === 'Otro' ? values.ownershipOther?.trim() : values.tenure);

/** The checks of the add-property modal: spec §5 messages, the price range, the power of attorney. */
export function validateProperty(values: Values, category: Category) {
  const errors: Record<string, string> = fieldErrors(enrolledPropertySchema(category.consecutive, category.extraAreaAndPsa), {
    rowId: 'nueva',
    ...values,
    ownership: ownershipOf(values),
    certificationArea: category.extraAreaAndPsa ? values.certificationArea || undefined : undefined,
    psaNumber: category.extraAreaAndPsa ? values.psaNumber : undefined,
  });
  if (errors.ownership) {
    errors[values.tenure === 'Otro' ? 'ownershipOther' : 'tenure'] = errors.ownership;
    delete errors.ownership;
  }
  if (errors.districtId && !values.provinceId) errors.provinceId = errors.districtId;
  const volume = Number(values.volume);
  if (!errors.volume && !priceRangeFor(volume, category.categoryPriceRanges)) errors.volume = ENROLMENT_MSG.volumeOutOfRange;
  return errors;
}

function TenureDetails() {
  const tenure = useField<string>('tenure', { subscription: { value: true } }).input.value;
  const other = useField<string>('ownershipOther', { subscription: { value: true } }).input.value;
  // the tenure the server records: a free text that names Alquilado or Prestado needs the power too
  const ownership = tenure === 'Otro' ? (other ?? '').trim() : tenure;
  return (
    <>
      {tenure === 'Otro' && <TextField name="ownershipOther" label={T.ownershipOther} required />}
      {needsPowerOfAttorney(ownership) && <FileField name="power" label={T.power} kind="powerOfAttorney" required requiredMessage={ENROLMENT_MSG.powerOfAttorneyMissing} />}
    </>
  );
}

function PricePreview({ category }: { category: Category }) {
  const volume = Number(useField<string>('volume', { subscription: { value: true } }).input.value);
  const range = volume > 0 ? priceRangeFor(volume, category.categoryPriceRanges) : undefined;
  if (!range) return null;
  return <p aria-live="polite">{T.price(formatColones(range.anualityCost + range.visitationAmount * range.visitationCost))}</p>;
}

interface Props {
  open: boolean;
  category: Category;
  onAdd: (row: PropertyRow) => void;
  onClose: () => void;
}

/** The add-property modal (spec §2, §3, §5): every field of a property being enrolled. */
export function PropertyModal({ open, category, onAdd, onClose }: Props) {
  const location = useRef<LocationNames>({ province: '', canton: '', district: '' });
  const farm = isFarmCategory(category.consecutive);

  const submit = (values: Values) => {
    const volume = Number(values.volume);
    onAdd({
      rowId: crypto.randomUUID(),
      commercialName: values.commercialName?.trim() || undefined,
      sheetNumber: values.sheetNumber?.trim() || undefined,
      address: values.address!.trim(),
      ownership: ownershipOf(values)!,
      area: Number(values.area),
      districtId: values.districtId!,
      volume,
      certificationArea: category.extraAreaAndPsa && values.certificationArea ? Number(values.certificationArea) : undefined,
      psaNumber: category.extraAreaAndPsa ? values.psaNumber?.trim() || undefined : undefined,
      location: location.current,
      power: needsPowerOfAttorney(ownershipOf(values) ?? '') ? values.power : undefined,
      range: priceRangeFor(volume, category.categoryPriceRanges)!,
    });
    onClose();
  };

  return (
    <DialogForm<Values>
      open={open}
      title={T.title}
      scope="property"
      validate={(values) => validateProperty(values, category)}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={T.add}
      cancelLabel={T.cancel}
    >
      <div className="form-grid">
        <TextField name="commercialName" label={T.commercialName} required={!farm} />
        {farm && <TextField name="sheetNumber" label={T.sheetNumber} required />}
      </div>
      <div className="form-grid form-grid--3">
        <LocationCascade onDistrict={(names) => (location.current = names)} />
      </div>
      <TextField name="address" label={T.address} multiline required />
      <ChoiceField name="tenure" label={T.ownership} options={TENURE} required />
      <TenureDetails />
      <div className="form-grid">
        <TextField name="area" label={T.area} type="number" required />
        <TextField name="volume" label={T.volume} type="number" required />
      </div>
      {category.extraAreaAndPsa && (
        <div className="form-grid">
          <TextField name="certificationArea" label={T.certificationArea} type="number" />
          <TextField name="psaNumber" label={T.psaNumber} />
        </div>
      )}
      <PricePreview category={category} />
    </DialogForm>
  );
}
