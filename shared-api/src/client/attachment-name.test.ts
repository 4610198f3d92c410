import { attachmentName } from './http';

describe('attachmentName (the original name of a downloaded file)', () => {
  it('prefers the UTF-8 name the server sends beside the plain one', () => {
    expect(attachmentName(`attachment; filename="Informe ano 2024 (final).pdf"; filename*=UTF-8''Informe%20a%C3%B1o%202024%20%28final%29.pdf`)).toBe(
      'Informe año 2024 (final).pdf',
    );
  });

  it('reads a quoted or bare plain name, unescaping quotes', () => {
    expect(attachmentName('attachment; filename="comprobante \\"mayo\\".pdf"')).toBe('comprobante "mayo".pdf');
    expect(attachmentName('attachment; filename=voucher.jpg')).toBe('voucher.jpg');
  });

  it('falls back on a malformed UTF-8 name, and gives nothing without a header', () => {
    expect(attachmentName(`attachment; filename="plano.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('plano.pdf');
    expect(attachmentName(null)).toBeUndefined();
    expect(attachmentName('inline')).toBeUndefined();
  });
});
