import { useId, type ReactNode } from 'react';
import './plain-card.css';

export interface PlainCardProps {
  /** The heading's id (the section is named by it); one of React's when not given. */
  id?: string;
  title: string;
  /** The card's greatest width, in px (none: as wide as the page). */
  width?: number;
  centered?: boolean;
  /** The title's heading: the page's (`h1`, default) or a section's within a page (`h2`). */
  heading?: 'h1' | 'h2';
  /** At the end of the head, beside the title (a way back). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A box drawn as antd's Card (a light border, 8 px corners, the page's heading in its head), of plain elements. */
export function PlainCard({ id, title, width, centered = false, heading: Heading = 'h1', extra, children }: PlainCardProps) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section className={centered ? 'plain-card plain-card--centered' : 'plain-card'} aria-labelledby={headingId} style={{ maxWidth: width }}>
      <div className="plain-card__head">
        <Heading id={headingId} className={Heading === 'h1' ? 'page-title' : 'plain-card__title'}>
          {title}
        </Heading>
        {extra !== undefined && <div className="plain-card__extra">{extra}</div>}
      </div>
      <div className="plain-card__body">{children}</div>
    </section>
  );
}
