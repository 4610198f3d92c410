import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { CERTIFICATE_STATUS, SERVICE_TIME_ZONE, formatDateTimeIn } from '@portal/shared-api';
import { DEFAULT_LANGUAGE, LOCALES, dataValue, type Language } from '@portal/shared-api/i18n';
import { translations } from '../../../lib/language';
import type { PropertyCertificate } from './repository';

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BRAND = rgb(0.118, 0.416, 0.231);
const MUTED = rgb(0.35, 0.35, 0.35);

/** `YYYY-MM-DD hh:mm am/pm` in Costa Rica's time (spec §9), as the portal's pages show dates. */
export const serviceDateTime = (value: string | Date) => formatDateTimeIn(value, SERVICE_TIME_ZONE);

/** Lines no wider than `width` at `size` (the standard fonts measure their own glyphs). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

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
  const areaText = (value: number | null) => (value === null ? '—' : t('hectares', { value: new Intl.NumberFormat(LOCALES[language]).format(value) }));
  const pdf = await PDFDocument.create();
  pdf.setTitle(t('documentTitle', { id: certificate.id }));
  pdf.setAuthor(t('author'));
  pdf.setSubject(profileUrl);
  pdf.setLanguage(LOCALES[language]);
  pdf.setCreationDate(now);
  const page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;
  let y = PAGE.height - MARGIN;

  const text = (value: string, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; x?: number; maxWidth?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    for (const line of wrap(value, font, size, options.maxWidth ?? width)) {
      y -= size * 1.35;
      page.drawText(line, { x: options.x ?? MARGIN, y, size, font, color: options.color ?? rgb(0, 0, 0) });
    }
  };

  page.drawRectangle({ x: 0, y: PAGE.height - 12, width: PAGE.width, height: 12, color: BRAND });
  text(t('service'), { size: 10, color: MUTED });
  y -= 6;
  text(t('title'), { font: bold, size: 24, color: BRAND });
  text(t('number', { id: certificate.id }), { font: bold, size: 13 });
  y -= 10;

  // the status as it stood when this copy was made
  const active = certificate.certificate.status === CERTIFICATE_STATUS.valid;
  page.drawRectangle({ x: MARGIN, y: y - 50, width, height: 46, borderColor: active ? BRAND : rgb(0.66, 0.1, 0.1), borderWidth: 1.5 });
  y -= 8;
  text(t('status', { status: i18n.t(`certificate:status.${certificate.certificate.status}`) }), { font: bold, size: 14, x: MARGIN + 12, color: active ? BRAND : rgb(0.66, 0.1, 0.1) });
  text(t('asOf', { date: serviceDateTime(now) }), { size: 10, x: MARGIN + 12, color: MUTED });
  y -= 20;

  const fields: Array<[string, string]> = [
    [t('holder'), certificate.fullName],
    [t('identification', { type: dataValue(i18n, certificate.identificationType) }), certificate.identification],
    [t('property'), certificate.fantasyName ?? certificate.sheetNumber ?? '—'],
    [t('sheetNumber'), certificate.sheetNumber ?? '—'],
    [t('location'), `${certificate.district}, ${certificate.canton}, ${certificate.province}`],
    [t('category'), `${certificate.categoryConsecutive} ${certificate.category}`],
    [t('area'), areaText(certificate.certificationArea)],
    [t('issued'), certificate.dateApproved ? serviceDateTime(certificate.dateApproved) : '—'],
    [t('validUntil'), certificate.validUntil ? serviceDateTime(certificate.validUntil) : '—'],
  ];
  const labelWidth = 170;
  for (const [label, value] of fields) {
    const top = y;
    text(label, { size: 10, color: MUTED });
    const labelEnd = y;
    y = top;
    text(value, { font: bold, size: 11, x: MARGIN + labelWidth, maxWidth: width - labelWidth });
    y = Math.min(y, labelEnd) - 6;
  }

  // the public profile's QR: the live status, whatever this paper says
  const qrSize = 150;
  const qr = await pdf.embedPng(await QRCode.toBuffer(profileUrl, { errorCorrectionLevel: 'M', margin: 2, scale: 8 }));
  y -= 16;
  page.drawImage(qr, { x: MARGIN, y: y - qrSize, width: qrSize, height: qrSize });
  const besideX = MARGIN + qrSize + 20;
  const besideWidth = width - qrSize - 20;
  y -= 4;
  text(t('verifyTitle'), { font: bold, size: 12, x: besideX, maxWidth: besideWidth });
  text(t('verifyText'), { size: 10, x: besideX, maxWidth: besideWidth });
  y -= 4;
  text(profileUrl, { size: 9, x: besideX, maxWidth: besideWidth, color: BRAND });

  page.drawText(t('footer'), {
    x: MARGIN,
    y: MARGIN / 2,
    size: 8,
    font: regular,
    color: MUTED,
  });
  return pdf.save();
}
