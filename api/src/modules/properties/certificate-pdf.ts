import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { CERTIFICATE_STATUS, SERVICE_TIME_ZONE, formatDateTimeIn } from '@portal/shared-api';
import type { PropertyCertificate } from './profiles';

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BRAND = rgb(0.118, 0.416, 0.231);
const MUTED = rgb(0.35, 0.35, 0.35);

/** `YYYY-MM-DD hh:mm am/pm` in Costa Rica's time (spec §9), as the portal's pages show dates. */
export const serviceDateTime = (value: string | Date) => formatDateTimeIn(value, SERVICE_TIME_ZONE);

const areaText = (value: number | null) => (value === null ? '—' : `${new Intl.NumberFormat('es-CR').format(value)} ha`);

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
export async function certificatePdf(certificate: PropertyCertificate, profileUrl: string, now = new Date()): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificado de Madera Legal N.º ${certificate.id}`);
  pdf.setAuthor('Servicio de Certificación de Madera Legal');
  pdf.setSubject(profileUrl);
  pdf.setLanguage('es-CR');
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
  text('Servicio de Certificación de Madera Legal · Costa Rica', { size: 10, color: MUTED });
  y -= 6;
  text('Certificado de Madera Legal', { font: bold, size: 24, color: BRAND });
  text(`Certificado N.º ${certificate.id}`, { font: bold, size: 13 });
  y -= 10;

  // the status as it stood when this copy was made
  const active = certificate.certificate.status === CERTIFICATE_STATUS.valid;
  page.drawRectangle({ x: MARGIN, y: y - 50, width, height: 46, borderColor: active ? BRAND : rgb(0.66, 0.1, 0.1), borderWidth: 1.5 });
  y -= 8;
  text(`Estado: ${certificate.certificate.status}`, { font: bold, size: 14, x: MARGIN + 12, color: active ? BRAND : rgb(0.66, 0.1, 0.1) });
  text(`al ${serviceDateTime(now)}, cuando se descargó este documento`, { size: 10, x: MARGIN + 12, color: MUTED });
  y -= 20;

  const fields: Array<[string, string]> = [
    ['Titular', certificate.fullName],
    [`Identificación (${certificate.identificationType})`, certificate.identification],
    ['Propiedad', certificate.fantasyName ?? certificate.sheetNumber ?? '—'],
    ['Número de finca', certificate.sheetNumber ?? '—'],
    ['Ubicación', `${certificate.district}, ${certificate.canton}, ${certificate.province}`],
    ['Categoría', `${certificate.categoryConsecutive} ${certificate.category}`],
    ['Área certificada', areaText(certificate.certificationArea)],
    ['Emitido', certificate.dateApproved ? serviceDateTime(certificate.dateApproved) : '—'],
    ['Vigente hasta', certificate.validUntil ? serviceDateTime(certificate.validUntil) : '—'],
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
  text('Verifique el estado en vivo', { font: bold, size: 12, x: besideX, maxWidth: besideWidth });
  text(
    'Este documento muestra el estado del certificado cuando se descargó. Escanee el código QR para ver en el perfil público el estado actual, las fechas y las visitas de regencia.',
    { size: 10, x: besideX, maxWidth: besideWidth },
  );
  y -= 4;
  text(profileUrl, { size: 9, x: besideX, maxWidth: besideWidth, color: BRAND });

  page.drawText('Madera Legal · documento generado por el portal; el perfil público es la fuente del estado vigente.', {
    x: MARGIN,
    y: MARGIN / 2,
    size: 8,
    font: regular,
    color: MUTED,
  });
  return pdf.save();
}
