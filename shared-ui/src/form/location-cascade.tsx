import { useEffect, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import type { LookupItem } from '@portal/shared-api';
import { getCantons, getDistricts, getProvinces } from '@portal/shared-api/client';
import { SelectField } from './select-field';

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

export function LocationCascade({ required = true, onDistrict }: { required?: boolean; onDistrict?: (names: LocationNames) => void }) {
  const form = useForm();
  const provinceId = useField<number>('provinceId', { subscription: { value: true } }).input.value || undefined;
  const cantonId = useField<number>('cantonId', { subscription: { value: true } }).input.value || undefined;

  const provinces = useLookup(getProvinces, 'provinces');
  const cantons = useLookup(provinceId ? () => getCantons(provinceId) : null, provinceId);
  const districts = useLookup(cantonId ? () => getDistricts(cantonId) : null, cantonId);

  return (
    <>
      <SelectField
        name="provinceId"
        label={LOCATION_LABELS.province}
        options={provinces.items}
        loading={provinces.loading}
        required={required}
        onSelect={() => {
          form.batch(() => {
            form.change('cantonId', undefined);
            form.change('districtId', undefined);
          });
        }}
      />
      <SelectField
        name="cantonId"
        label={LOCATION_LABELS.canton}
        options={cantons.items}
        loading={cantons.loading}
        disabled={!provinceId}
        required={required}
        onSelect={() => form.change('districtId', undefined)}
      />
      <SelectField
        name="districtId"
        label={LOCATION_LABELS.district}
        options={districts.items}
        loading={districts.loading}
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
