import type { CertificateStatus, CertificateStatusFacts } from '@portal/shared-api';
import { historyReason, type Language } from '@portal/shared-api/i18n';
import { translations } from '../../../lib/language';

/** The `/status` answer with its words for a person to read in `language`; the values stay the API's. */
export function withLabels(facts: CertificateStatusFacts, language: Language): CertificateStatus {
  const i18n = translations(language);
  const certificate = facts.certificate;
  return {
    ...facts,
    labels: {
      language,
      status: i18n.t(`certificate:profileStatus.${facts.status}`),
      ...(certificate
        ? {
            certificateStatus: i18n.t(`certificate:status.${certificate.status}`),
            meaning: i18n.t(`certificate:meaning.${certificate.status}`),
            history: certificate.history.map((event) => ({ status: i18n.t(`certificate:status.${event.status}`), reason: historyReason(i18n, event.reason) })),
          }
        : {}),
    },
  };
}
