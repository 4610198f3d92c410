import type { ReactNode } from 'react';
import { PlainAlert, PlainLoading } from '../feedback/plain';
import { useLoad } from '../feedback/use-load';

export interface RoleHomeProps<T> {
  /** The home's own class (its CSS). */
  className: string;
  title: ReactNode;
  intro: ReactNode;
  /** Drawn in the hero after the intro (a primary action). */
  heroAction?: ReactNode;
  /** The home's one call and the key it is cached under. */
  load: () => Promise<T>;
  loadKey: string;
  /** The home's cards, once the call has answered. */
  children: (data: T) => ReactNode;
  /** Drawn last, whatever the call answers (links that need no data). */
  after?: ReactNode;
}

/**
 * The scaffold of a role's home (spec §2), plain HTML like every home: its hero, the failure of its call in
 * the alert list, a spinner while it loads, then its cards.
 */
export function RoleHome<T>({ className, title, intro, heroAction, load, loadKey, children, after }: RoleHomeProps<T>) {
  const { data, loading, errors, clearErrors } = useLoad(load, loadKey);
  return (
    <div className={className}>
      <section className="home-hero">
        <h1>{title}</h1>
        <p>{intro}</p>
        {heroAction}
      </section>
      <PlainAlert messages={errors} onClose={clearErrors} />
      {loading && <PlainLoading />}
      {data !== undefined && children(data)}
      {after}
    </div>
  );
}

/** One card of a home: a section titled by its heading. */
export function HomeCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="home-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
