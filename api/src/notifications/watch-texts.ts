import { CERTIFICATE_MEANING, MAIL_TEXTS, type CertificateLifecycleStatus } from '@portal/shared-api';
import { translations } from '../lib/language';

/** The watch list's e-mails in one language: Spanish as every e-mail of the portal, English for a watcher abroad. */
export interface WatchMailTexts {
  confirmSubject: string;
  confirmBody: (count: number) => string;
  changeSubject: (id: number, property: string, status: CertificateLifecycleStatus) => string;
  changeBody: (id: number, property: string, holder: string, status: CertificateLifecycleStatus, at: string) => string;
  reason: (reason: string) => string;
  meaning: (status: CertificateLifecycleStatus) => string;
  /** The origin certificates drawn from the certificate (the first ones, and how many more). */
  origin: (numbers: readonly string[], more: number) => string;
  footer: string;
  signature: string;
}

const SPANISH: WatchMailTexts = {
  confirmSubject: MAIL_TEXTS.watch.confirm.subject,
  confirmBody: MAIL_TEXTS.watch.confirm.body,
  changeSubject: MAIL_TEXTS.watch.change.subject,
  changeBody: MAIL_TEXTS.watch.change.body,
  reason: MAIL_TEXTS.certificate.reason,
  meaning: (status) => CERTIFICATE_MEANING[status],
  origin: MAIL_TEXTS.watch.origin,
  footer: MAIL_TEXTS.watch.footer,
  signature: MAIL_TEXTS.signature,
};

function english(): WatchMailTexts {
  const i18n = translations('en');
  const t = (key: string, values?: Record<string, string | number>) => i18n.t(`watchMail:${key}`, values);
  const status = (value: CertificateLifecycleStatus) => t(`status.${value}`);
  return {
    confirmSubject: t('confirm.subject'),
    confirmBody: (count) => t('confirm.body', { count }),
    changeSubject: (id, property, value) => t('change.subject', { id, property, status: status(value) }),
    changeBody: (id, property, holder, value, at) => t('change.body', { id, property, holder, status: status(value), date: at }),
    reason: (reason) => t('reason', { reason }),
    meaning: (value) => i18n.t(`certificate:meaning.${value}`),
    origin: (numbers, more) => (more > 0 ? t('originMore', { numbers: numbers.join(', '), more }) : t('origin', { numbers: numbers.join(', ') })),
    footer: t('footer'),
    signature: t('signature'),
  };
}

export const watchMailTexts = (language: string): WatchMailTexts => (language === 'en' ? english() : SPANISH);
