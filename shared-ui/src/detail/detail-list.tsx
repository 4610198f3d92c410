import type { CSSProperties, ReactNode } from 'react';
import './detail-list.css';

/** One line of a record's details: a label and its value. */
export interface DetailItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
  /** `filled`: a long value (notes), on a line of its own across the list. */
  span?: 'filled';
}

export interface DetailListProps {
  items: readonly DetailItem[];
  /** 2 (default): two labelled values a line from 768 px, one on a phone; 1: one a line. */
  column?: 1 | 2;
  style?: CSSProperties;
}

/** A record's labelled values as a bordered table, drawn as antd's small Descriptions, of plain elements (a `dl`). */
export function DetailList({ items, column = 2, style }: DetailListProps) {
  return (
    <dl className={column === 2 ? 'detail-list detail-list--two' : 'detail-list'} style={style}>
      {items.map((item) => (
        <div key={item.key} className={item.span === 'filled' ? 'detail-list__filled' : undefined}>
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
