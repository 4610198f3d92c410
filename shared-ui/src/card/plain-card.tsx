import { useId, type ReactNode } from 'react';
import './plain-card.css';

export interface PlainCardProps {
  /** The heading's id (the section is named by it); one of React's when not given. */
  id?: string;
  title: string;
  /** The card's greatest width, in px (none: as wide as the page). */
  width?: number;
  centered?: boolean;
  /** At the end of the head, beside the title (a way back). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A box drawn as antd's Card (a light border, 8 px corners, the page's heading in its head), of plain elements. */
export function PlainCard({ id, title, width, centered = false, extra, children }: PlainCardProps) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section className={centered ? 'plain-card plain-card--centered' : 'plain-card'} aria-labelledby={headingId} style={{ maxWidth: width }}>
      <div className="plain-card__head">
        <h1 id={headingId} className="page-title">
          {title}
        </h1>
        {extra !== undefined && <div className="plain-card__extra">{extra}</div>}
      </div>
      <div className="plain-card__body">{children}</div>
    </section>
  );
}
