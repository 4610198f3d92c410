import type { ReactNode } from 'react';
import './plain-card.css';

/** A box drawn as antd's Card (a light border, 8 px corners, the page's heading in its head), of plain elements. */
export function PlainCard({ id, title, width, centered = false, children }: { id: string; title: string; width: number; centered?: boolean; children: ReactNode }) {
  return (
    <section className={centered ? 'plain-card plain-card--centered' : 'plain-card'} aria-labelledby={id} style={{ maxWidth: width }}>
      <div className="plain-card__head">
        <h1 id={id} className="page-title">
          {title}
        </h1>
      </div>
      <div className="plain-card__body">{children}</div>
    </section>
  );
}
