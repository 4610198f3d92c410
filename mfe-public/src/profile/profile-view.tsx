import './profile.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MSG, paths, PROFILE_STATUS, type ProfileStatus } from '@portal/shared-api';
import { PROPERTY_TEXTS, PlainAlert, PlainLoading, formatDateTime, type LoadState } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.profile;

export type Field = readonly [label: string, value: ReactNode];

export const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : '—');

export function ProfileFields({ fields }: { fields: readonly Field[] }) {
  return (
    <dl className="profile-fields">
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ProfileCardProps<P> {
  title: string;
  state: LoadState<P>;
  status: (profile: P) => ProfileStatus;
  statusUrl: string;
  /** The certificate as a PDF, where there is one (a property's). */
  certificateUrl?: string;
  children: (profile: P) => ReactNode;
}

/**
 * The public certification profile (spec §2/§3): a card bordered in the primary colour when `Activa`,
 * in the danger colour otherwise, and `Inscripción No encontrada` for an unknown id. Plain HTML: it is
 * what a phone opens from a QR code.
 */
export function ProfileCard<P>({ title, state, status, statusUrl, certificateUrl, children }: ProfileCardProps<P>) {
  if (state.loading) return <PlainLoading />;
  if (!state.data) {
    if (state.status === 404) {
      return (
        <section className="profile-card">
          <h1>{MSG.profileNotFound}</h1>
        </section>
      );
    }
    return <PlainAlert messages={state.errors} onClose={state.clearErrors} />;
  }
  const profile = state.data;
  const current = status(profile);
  const active = current === PROFILE_STATUS.active;
  return (
    <section className={`profile-card${active ? ' profile-card--active' : ''}`} aria-label={title}>
      <h1>{title}</h1>
      <p>
        {T.status}: <span className="profile-badge">{current}</span>
      </p>
      {children(profile)}
      <p className="profile-section profile-verify">
        {T.verifyHint} <a href={statusUrl}>{T.verify}</a>
      </p>
      {certificateUrl && (
        <p>
          <a href={certificateUrl} download>
            {PROPERTY_TEXTS.certificatePdf}
          </a>
          <br />
          <small>{T.certificatePdfHint}</small>
        </p>
      )}
      <p className="no-print">
        <Link to={paths.portafolio()}>{TEXTS.portfolio.title}</Link>
      </p>
    </section>
  );
}
