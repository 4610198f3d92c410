import { readPdf } from '../../test/pdf';
import { OnePagePdf } from './pdf';

describe('the one-page PDFs', () => {
  it('write every Spanish letter, drop the accents of a letter the standard fonts lack, and never fail on a symbol', async () => {
    const doc = await OnePagePdf.create({ title: 'Prueba', author: 'Madera Legal', subject: 'prueba', language: 'es-CR', now: new Date() });
    doc.text('Árbol de ñandú, güisquil: Teca 🌳 para Nguyễn Văn A');
    const pdf = await readPdf(Buffer.from(await doc.save('Pie de página ✓')));
    const text = pdf.text.replace(/\n/g, ' ');
    expect(text).toContain('Árbol de ñandú, güisquil: Teca ? para Nguyen Van A');
    expect(text).toContain('Pie de página ?');
  });
});
