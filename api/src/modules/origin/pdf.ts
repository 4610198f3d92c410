import { CERTIFICATE_STATUS, ORIGIN_STATUS } from '@portal/shared-api';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '@portal/shared-api/i18n';
import { volumeIn } from '@portal/shared-api/origin-words';
import { translations } from '../../lib/language';
import { ORIGIN_PDF_TEXTS } from './pdf-texts';
import { ALERT, BRAND, MARGIN, MUTED, PortalPdf, serviceDateTime } from '../../lib/pdf';
import type { OriginRepository } from './repository';

export type OriginView = NonNullable<Awaited<ReturnType<OriginRepository['publicView']>>>;

/**
 * An origin certificate as a one-page A4 PDF, with the same library and look as the property's certificate: its
 * number, its status and its property certificate's when downloaded, the property, the regent, the product, the
 * harvest dates, the boundary version, the destination, a table of species and volumes, and the QR code of its
 * public page, where a reader finds the live status.
 */
export async function originPdf(view: OriginView, pageUrl: string, language: Language = DEFAULT_LANGUAGE, now = new Date()): Promise<Uint8Array> {
  const i18n = translations(language);
  if (!i18n.hasResourceBundle(language, 'originPdf')) i18n.addResourceBundle(language, 'originPdf', ORIGIN_PDF_TEXTS[language]);
  const t = (key: string, values?: Record<string, string | number>) => i18n.t(`originPdf:${key}`, values);
  const locale = LOCALES[language];
  const volume = (value: number) => volumeIn(value, locale);
  const hectares = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  const { item } = view;
  const doc = await PortalPdf.create({
    title: t('documentTitle', { number: item.number }),
    author: i18n.t('certificate:pdf.author'),
    subject: pageUrl,
    language: locale,
    now,
  });
  doc.text(i18n.t('certificate:pdf.service'), { size: 10, color: MUTED });
  doc.y -= 6;
  doc.text(t('title'), { font: doc.bold, size: 22, color: BRAND });
  doc.text(t('number', { number: item.number }), { font: doc.bold, size: 13 });
  doc.y -= 10;

  const good = item.status === ORIGIN_STATUS.valid && view.certificateStatus === CERTIFICATE_STATUS.valid;
  doc.statusBox(
    t('status', { status: i18n.t(`origin:status.${item.status}`), certificate: i18n.t(`certificate:status.${view.certificateStatus}`) }),
    t('asOf', { date: serviceDateTime(now) }),
    good,
  );
  if (item.annulledAt) {
    doc.text(t('annulled', { date: serviceDateTime(item.annulledAt), reason: item.annulReason ?? '' }), { font: doc.bold, size: 11, color: ALERT });
    doc.y -= 6;
  }

  const optional = (value: string | null) => value ?? '—';
  doc.fields([
    [t('property'), item.propertyName],
    [t('location'), `${view.place.district}, ${view.place.canton}, ${view.place.province}`],
    [t('certificate'), t('certificateNumber', { id: item.propertyId, until: view.validUntil ? serviceDateTime(view.validUntil) : '—' })],
    [t('regent'), view.regentLicence ? `${item.regentName} · ${i18n.t('origin:page.licence', { licence: view.regentLicence })}` : item.regentName],
    [t('productForm'), i18n.t(`origin:productForm.${item.productForm}`)],
    [t('harvest'), i18n.t('origin:page.harvestRange', { from: item.harvestFrom, to: item.harvestTo })],
    [
      t('boundary'),
      item.harvestAreaHectares === null
        ? t('boundaryVersion', { version: item.boundaryVersion })
        : t('boundaryPart', { version: item.boundaryVersion, hectares: hectares(item.harvestAreaHectares) }),
    ],
    [t('destination'), optional(item.destination)],
    [t('vehiclePlate'), optional(item.vehiclePlate)],
    [t('issued'), serviceDateTime(item.issuedAt)],
  ]);

  // the species: scientific and common name, volume right-aligned
  doc.y -= 8;
  const right = MARGIN + doc.width;
  const row = (name: string, amount: string, bold = false) => {
    const font = bold ? doc.bold : doc.regular;
    doc.room(10.5 * 1.35 + 3);
    const top = doc.y;
    doc.text(name, { font, size: 10.5, maxWidth: doc.width - 120 });
    const end = doc.y;
    doc.page.drawText(amount, { x: right - font.widthOfTextAtSize(amount, 10.5), y: top - 10.5 * 1.35, size: 10.5, font });
    doc.y = end - 3;
  };
  row(t('species'), t('volume'), true);
  for (const line of item.species) row(`${line.scientificName} (${line.commonName})`, volume(line.volume));
  row(t('total'), volume(item.volume), true);

  await doc.qr(pageUrl, t('verifyTitle'), t('verifyText'), 130);
  return doc.save(t('footer'));
}
