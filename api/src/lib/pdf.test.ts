import { readPdf } from '../../test/pdf';
import { StandardFonts, PDFDocument } from 'pdf-lib';
import { PortalPdf, wrap } from './pdf';

describe('the portal’s PDFs', () => {
  it('write every Spanish letter, drop the accents of a letter the standard fonts lack, and never fail on a symbol', async () => {
    const doc = await PortalPdf.create({ title: 'Prueba', author: 'Madera Legal', subject: 'prueba', language: 'es-CR', now: new Date() });
    doc.text('Árbol de ñandú, güisquil: Teca 🌳 para Nguyễn Văn A');
    const pdf = await readPdf(Buffer.from(await doc.save('Pie de página ✓')));
    const text = pdf.text.replace(/\n/g, ' ');
    expect(text).toContain('Árbol de ñandú, güisquil: Teca ? para Nguyen Van A');
    expect(text).toContain('Pie de página ?');
  });

  it('go on to a new page when one is full, the footer and the page’s number on each', async () => {
    const doc = await PortalPdf.create({ title: 'Prueba', author: 'Madera Legal', subject: 'prueba', language: 'es-CR', now: new Date() });
    for (let line = 1; line <= 80; line++) doc.text(`Línea ${line}`);
    doc.fields([['Propiedad', 'Finca El Roble']]);
    const pdf = await readPdf(Buffer.from(await doc.save('Pie de página')));
    expect(pdf.pages).toBe(2);
    const text = pdf.text.replace(/\n/g, ' ');
    for (const expected of ['Línea 1 ', 'Línea 80', 'Finca El Roble', '1 / 2', '2 / 2']) expect(text).toContain(expected);
    expect(text.split('Pie de página')).toHaveLength(3);
  });

  it('cut a word wider than a line, such as a link’s address, and keep every character of it', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const address = `http://localhost:8080/Despacho/DE-2026-000002?compartido=${'phr2mjMf7y0ctI_R-GqrPk9myPYjX7Fi59'.repeat(2)}`;
    const lines = wrap(`Abra ${address} en su teléfono`, font, 9, 200);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((line) => font.widthOfTextAtSize(line, 9) <= 200)).toBe(true);
    expect(lines.join('').replace(/\s+/g, '')).toBe(`Abra${address}ensuteléfono`);
    expect(lines[0]).toBe('Abra');
  });
});
