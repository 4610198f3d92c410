import { APPOINTMENT_RESULT_UPLOAD, CLIENT_UPLOADS, NEWS_UPLOAD, encodeEnrolment, encodeMultipart, powerFieldName } from '.';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });
const entries = (form: FormData) => [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]);

describe('multipart encoders', () => {
  it('writes the text fields and the files of a call under the names its contract gives them', () => {
    const form = encodeMultipart(NEWS_UPLOAD, { title: 'Feria', description: 'Resumen', body: '<p>Hola</p>', thumbnail: new File(['x'], 'foto.png') });
    expect(entries(form)).toEqual([
      ['title', 'Feria'],
      ['description', 'Resumen'],
      ['body', '<p>Hola</p>'],
      ['thumbnail', 'foto.png'],
    ]);
  });

  it('sends several files under one name where the rule allows it, and leaves out what is missing', () => {
    const form = encodeMultipart(APPOINTMENT_RESULT_UPLOAD, { id: 7, AppointmentStatus: 'Aprobada', notes: undefined, MultipleReports: [file('a.pdf'), file('b.pdf')] });
    expect(entries(form)).toEqual([
      ['id', '7'],
      ['AppointmentStatus', 'Aprobada'],
      ['MultipleReports', 'a.pdf'],
      ['MultipleReports', 'b.pdf'],
    ]);
  });

  it('refuses at compile time a field its contract does not name', () => {
    // @ts-expect-error the voucher of a payment step is `paymentVoucher`
    const form = encodeMultipart(CLIENT_UPLOADS.pay.upload, { version: 2, voucher: file('pago.pdf') });
    expect(form.has('paymentVoucher')).toBe(false);
  });

  it('writes an enrolment: its fields, the flexible files’ names, the properties as JSON and every file', () => {
    const form = encodeEnrolment({
      fields: { identificationTypeId: 1, fullName: 'Ana Mora', identification: '112340567', emailAddress: 'ana@example.cr', phoneNumber: '8888-1234', districtId: 10101, address: 'San José', categoryId: 4, finalPrice: 150000, legalName: undefined },
      flexFiles: [{ index: 2, name: 'Plano catastrado' }],
      properties: [{ rowId: 'r1', commercialName: 'Finca', address: 'Calle 1', ownership: 'Alquilado', area: 2, districtId: 10101, volume: 30 }],
      extraProperties: [],
      files: { identifierFront: file('frente.png'), identifierBack: undefined },
      powers: { r1: file('poder.pdf') },
    });
    expect(form.has('legalName')).toBe(false);
    expect(form.get('finalPrice')).toBe('150000');
    expect(form.get('flexFileName2')).toBe('Plano catastrado');
    expect(JSON.parse(form.get('properties') as string)).toEqual([expect.objectContaining({ rowId: 'r1', volume: 30 })]);
    expect(form.get('extraProperties')).toBe('[]');
    expect((form.get('identifierFront') as File).name).toBe('frente.png');
    expect(form.has('identifierBack')).toBe(false);
    expect((form.get(powerFieldName('r1')) as File).name).toBe('poder.pdf');
  });
});
