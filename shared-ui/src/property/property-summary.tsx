import type { CSSProperties } from 'react';
import { DetailList, type DetailItem } from '../detail/detail-list';
import { placeOf, type SummarisedProperty } from './names';
import { PROPERTY_TEXTS as T } from './texts';

/** One line of the summary: a label and its value. */
export type SummaryItem = DetailItem;

export interface PropertySummaryProps {
  property: SummarisedProperty;
  /** The owner's name, when the screen's reader is not the owner. */
  owner?: string;
  /** What the screen adds about the property or its visit, after the property's own rows. */
  items?: readonly SummaryItem[];
  /** 2 (default): two labelled values a line from 768 px, one on a phone; 1: one a line. */
  column?: 1 | 2;
  /** `parts`: province, canton and district on rows of their own, before the name (spec §2 Crear Visita). */
  placeAs?: 'line' | 'parts';
  style?: CSSProperties;
}

/**
 * A property at a glance, as every screen about one shows it: farm number and name (whichever it has),
 * place, address and, for others than the owner, the owner; then the screen's own rows.
 */
export function PropertySummary({ property: p, owner, items = [], column = 2, placeAs = 'line', style }: PropertySummaryProps) {
  const parts = [
    { key: 'province', label: T.province, children: p.province },
    { key: 'canton', label: T.canton, children: p.canton },
    { key: 'district', label: T.district, children: p.district },
  ];
  const rows: readonly SummaryItem[] = [
    ...(placeAs === 'parts' ? parts : []),
    ...(p.sheetNumber ? [{ key: 'sheet', label: T.sheetNumber, children: p.sheetNumber }] : []),
    ...(p.fantasyName || !p.sheetNumber ? [{ key: 'name', label: T.name, children: p.fantasyName ?? '—' }] : []),
    ...(placeAs === 'line' ? [{ key: 'location', label: T.location, children: placeOf(p) }] : []),
    { key: 'address', label: T.address, children: p.address },
    ...(owner ? [{ key: 'owner', label: T.owner, children: owner }] : []),
    ...items,
  ];
  return <DetailList items={rows} column={column} style={style} />;
}
