import { CERTIFICATE_STATUS } from '@portal/shared-api';
import { DEFAULT_LANGUAGE, LOCALES, dataValue, type Language } from '@portal/shared-api/i18n';
import { translations } from '../../../lib/language';
import { BRAND, MUTED, PortalPdf, serviceDateTime } from '../../../lib/pdf';
import type { PropertyCertificate } from './repository';

export { serviceDateTime };

/**
 * The certificate of a certified property as a one-page A4 PDF (beyond the spec): who holds it, the property,
 * its category and area, the certificate's number and dates, its status at the moment of download, and the QR
 * code of the public profile, which a reader scans for the live status.
 */
export async function certificatePdf(
  certificate: PropertyCertificate,
  profileUrl: string,
  language: Language = DEFAULT_LANGUAGE,
  now = new Date(),
): Promise<Uint8Array> {
  const i18n = translations(language);
  const t = (key: string, values?: Record<string, string | number>) => i18n.t(`certificate:pdf.${key}`, values);
  const hectares = new Intl.NumberFormat(LOCALES[language]);
  const areaText = (value: number | null) => (value === null ? '—' : t('hectares', { value: hectares.format(value) }));
  const doc = await PortalPdf.create({ title: t('documentTitle', { id: certificate.id }), author: t('author'), subject: profileUrl, language: LOCALES[language], now });
  doc.text(t('service'), { size: 10, color: MUTED });
  doc.y -= 6;
  doc.text(t('title'), { font: doc.bold, size: 24, color: BRAND });
  doc.text(t('number', { id: certificate.id }), { font: doc.bold, size: 13 });
  doc.y -= 10;

  // the status as it stood when this copy was made
  doc.statusBox(
    t('status', { status: i18n.t(`certificate:status.${certificate.certificate.status}`) }),
    t('asOf', { date: serviceDateTime(now) }),
    certificate.certificate.status === CERTIFICATE_STATUS.valid,
  );
  doc.fields([
    [t('holder'), certificate.fullName],
    [t('identification', { type: dataValue(i18n, certificate.identificationType) }), certificate.identification],
    [t('property'), certificate.fantasyName ?? certificate.sheetNumber ?? '—'],
    [t('sheetNumber'), certificate.sheetNumber ?? '—'],
    [t('location'), `${certificate.district}, ${certificate.canton}, ${certificate.province}`],
    [t('category'), `${certificate.categoryConsecutive} ${certificate.category}`],
    [t('area'), areaText(certificate.certificationArea)],
    [t('issued'), certificate.dateApproved ? serviceDateTime(certificate.dateApproved) : '—'],
    [t('validUntil'), certificate.validUntil ? serviceDateTime(certificate.validUntil) : '—'],
  ]);
  // the public profile's QR: the live status, whatever this paper says
  await doc.qr(profileUrl, t('verifyTitle'), t('verifyText'));
  return doc.save(t('footer'));
}
