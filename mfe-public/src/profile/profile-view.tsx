import './profile.css';
import type { ReactNode } from 'react';
import { Link } from '@portal/shared-auth/router';
import { paths, PROFILE_STATUS, type ProfileStatus } from '@portal/shared-api';
import { PlainAlert, PlainLoading, formatDateTime, type LoadState } from '@portal/shared-ui';
import { LanguageSwitch, usePublicTexts, withLanguage } from '../i18n/language';

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
  const { t, language } = usePublicTexts();
  if (state.loading) return <PlainLoading />;
  if (!state.data) {
    if (state.status === 404) {
      return (
        <section className="profile-card" lang={language}>
          <LanguageSwitch />
          <h1>{t('notFound')}</h1>
        </section>
      );
    }
    return <PlainAlert messages={state.errors} onClose={state.clearErrors} />;
  }
  const profile = state.data;
  const current = status(profile);
  const active = current === PROFILE_STATUS.active;
  return (
    <section className={`profile-card${active ? ' profile-card--active' : ''}`} aria-label={title} lang={language}>
      <LanguageSwitch />
      <h1>{title}</h1>
      <p>
        {t('status')}: <span className="profile-badge">{t(`certificate:profileStatus.${current}`)}</span>
      </p>
      {children(profile)}
      <p className="profile-section profile-verify">
        {t('verifyHint')} <a href={withLanguage(statusUrl, language)}>{t('verify')}</a>
      </p>
      {certificateUrl && (
        <p>
          <a href={withLanguage(certificateUrl, language)} download>
            {t('certificatePdf')}
          </a>
          <br />
          <small>{t('certificatePdfHint')}</small>
        </p>
      )}
      <p className="no-print">
        <Link to={paths.portafolio()}>{t('portfolio')}</Link>
      </p>
    </section>
  );
}
