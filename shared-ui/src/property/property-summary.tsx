import type { CSSProperties } from 'react';
import { Descriptions, type DescriptionsProps } from 'antd';
import { placeOf, type SummarisedProperty } from './names';
import { PROPERTY_TEXTS as T } from './texts';

export interface PropertySummaryProps {
  property: SummarisedProperty;
  /** The owner's name, when the screen's reader is not the owner. */
  owner?: string;
  /** What the screen adds about the property or its visit, after the property's own rows. */
  items?: DescriptionsProps['items'];
  column?: DescriptionsProps['column'];
  /** `parts`: province, canton and district on rows of their own, before the name (spec §2 Crear Visita). */
  placeAs?: 'line' | 'parts';
  style?: CSSProperties;
}

/**
 * A property at a glance, as every screen about one shows it: farm number and name (whichever it has),
 * place, address and, for others than the owner, the owner; then the screen's own rows.
 */
export function PropertySummary({ property: p, owner, items = [], column = { xs: 1, md: 2 }, placeAs = 'line', style }: PropertySummaryProps) {
  const parts = [
    { key: 'province', label: T.province, children: p.province },
    { key: 'canton', label: T.canton, children: p.canton },
    { key: 'district', label: T.district, children: p.district },
  ];
  const rows: NonNullable<DescriptionsProps['items']> = [
    ...(placeAs === 'parts' ? parts : []),
    ...(p.sheetNumber ? [{ key: 'sheet', label: T.sheetNumber, children: p.sheetNumber }] : []),
    ...(p.fantasyName || !p.sheetNumber ? [{ key: 'name', label: T.name, children: p.fantasyName ?? '—' }] : []),
    ...(placeAs === 'line' ? [{ key: 'location', label: T.location, children: placeOf(p) }] : []),
    { key: 'address', label: T.address, children: p.address },
    ...(owner ? [{ key: 'owner', label: T.owner, children: owner }] : []),
    ...items,
  ];
  return <Descriptions bordered size="small" column={column} style={{ marginBottom: 16, ...style }} items={rows} />;
}
