import { TEMPLATE_KINDS } from '@portal/shared-api';
import { declarationTemplate, wrap } from './template';

describe('sworn-declaration templates', () => {
  it('wraps a paragraph at spaces, keeping every word, within the width', () => {
    const paragraph = 'Que la madera que se aproveche o comercialice desde ese inmueble proviene de él y se obtiene conforme a la ley';
    const lines = wrap(paragraph, 30);
    expect(lines.join(' ')).toBe(paragraph);
    expect(lines.every((line) => line.length <= 30)).toBe(true);
    expect(lines.length).toBeGreaterThan(3);
  });

  it.each(TEMPLATE_KINDS)('%s fits one page and names what the person fills in', (kind) => {
    const { fileName, pdf } = declarationTemplate(kind);
    expect(fileName).toMatch(/^Declaración jurada - inmueble (propio|ajeno)\.pdf$/);
    const text = pdf.toString('latin1');
    const lines = text.match(/^\(.*\) '$/gm) ?? [];
    // 16 pt apart from 34 pt under the title: 45 lines reach the bottom margin
    expect(lines.length).toBeLessThan(45);
    for (const word of ['cédula', 'finca', 'provincia', 'cantón', 'distrito', 'Firma']) expect(text).toContain(Buffer.from(word, 'latin1').toString('latin1'));
  });
});
