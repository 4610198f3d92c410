import { useEffect, useState } from 'react';
import { useField, useForm, type UseFieldConfig } from 'react-final-form';
import type { LookupItem } from '@portal/shared-api';
import { getCantons, getDistricts, getProvinces } from '@portal/shared-api/client';
import { fieldError } from './field-error';
import { SelectField, type SelectFieldProps } from './select-field';

export const LOCATION_LABELS = { province: 'Provincia', canton: 'Cantón', district: 'Distrito' } as const;

/** Loads a lookup list when its parent id is set; failures are only logged (spec §8). */
function useLookup(load: (() => Promise<LookupItem[]>) | null, key: unknown) {
  const [items, setItems] = useState<LookupItem[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let active = true;
    setItems([]);
    if (!load) return;
    setLoading(true);
    load()
      .then((list) => active && setItems(list))
      .catch((error: unknown) => console.error(error))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only when the parent id changes
  }, [key]);
  return { items, loading };
}

/**
 * Province → canton → district (spec §4 form behaviours): choosing a province loads its cantons,
 * choosing a canton loads its districts, changing the province clears canton and district.
 */
export interface LocationNames {
  province: string;
  canton: string;
  district: string;
}

type LevelFieldProps = Omit<SelectFieldProps, 'name' | 'label' | 'options' | 'loading'> & {
  level: keyof typeof LOCATION_LABELS;
  lookup: ReturnType<typeof useLookup>;
};

/** One level of the cascade: the field `{level}Id` over its lookup's items. */
function LevelField({ level, lookup, ...select }: LevelFieldProps) {
  return <SelectField name={`${level}Id`} label={LOCATION_LABELS[level]} options={lookup.items} loading={lookup.loading} {...select} />;
}

const ERROR_STATE: UseFieldConfig = { subscription: { error: true, submitError: true, touched: true, submitFailed: true, dirtySinceLastSubmit: true } };

/**
 * Canton and district cannot be chosen before the level above them: until then their error is shown on
 * the first level left to choose, the one the person can act on.
 */
export function LocationCascade({ required = true, onDistrict }: { required?: boolean; onDistrict?: (names: LocationNames) => void }) {
  const form = useForm();
  const provinceId = useField<number>('provinceId', { subscription: { value: true } }).input.value || undefined;
  const cantonId = useField<number>('cantonId', { subscription: { value: true } }).input.value || undefined;
  const cantonError = fieldError(useField('cantonId', ERROR_STATE).meta);
  const districtError = fieldError(useField('districtId', ERROR_STATE).meta);

  const provinces = useLookup(getProvinces, 'provinces');
  const cantons = useLookup(provinceId ? () => getCantons(provinceId) : null, provinceId);
  const districts = useLookup(cantonId ? () => getDistricts(cantonId) : null, cantonId);

  return (
    <>
      <LevelField
        level="province"
        lookup={provinces}
        required={required}
        coveredError={provinceId ? undefined : (cantonError ?? districtError)}
        covers={provinceId ? undefined : ['cantonId', 'districtId']}
        onSelect={() => {
          form.batch(() => {
            form.change('cantonId', undefined);
            form.change('districtId', undefined);
          });
        }}
      />
      <LevelField
        level="canton"
        lookup={cantons}
        disabled={!provinceId}
        required={required}
        coveredError={cantonId ? undefined : districtError}
        covers={cantonId ? undefined : ['districtId']}
        onSelect={() => form.change('districtId', undefined)}
      />
      <LevelField
        level="district"
        lookup={districts}
        disabled={!cantonId}
        required={required}
        onSelect={(districtId) => {
          const name = (items: LookupItem[], id: number | undefined) => items.find((item) => item.id === id)?.name ?? '';
          onDistrict?.({ province: name(provinces.items, provinceId), canton: name(cantons.items, cantonId), district: name(districts.items, districtId) });
        }}
      />
    </>
  );
}
