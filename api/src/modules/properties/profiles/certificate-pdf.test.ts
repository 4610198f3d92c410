import { MSG, type PropertyProfile } from '@portal/shared-api';
import { readPdf } from '../../../../test/pdf';
import { build } from '../../../../test/build';
import { call, certifiedProperties, person } from '../../../../test/operations';
import { serviceDateTime } from './certificate-pdf';

describe('the certificate as a PDF (GET /api/properties/{id}/certificate.pdf)', () => {
  const t = build();

  it('holds the holder, the property, the number, the dates and the status at download, and a QR of the public profile', async () => {
    const owner = await person(t, 'Cliente', 'Dueña');
    const [farm] = await certifiedProperties(t, owner.id, 1);
    const profile = (await call(t, undefined, 'GET', `/api/properties/Profile/${farm}`)).json<PropertyProfile>();
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/${farm}/certificate.pdf`, headers: { host: 'madera.example.cr' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="certificado-${farm}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe(`Certificado de Madera Legal N.º ${farm}`);
    const text = pdf.text.replace(/\n/g, ' ');
    for (const expected of [
      `Certificado N.º ${farm}`,
      profile.fullName,
      profile.identification,
      profile.fantasyName!,
      profile.sheetNumber!,
      `${profile.district}, ${profile.canton}, ${profile.province}`,
      profile.category,
      `Estado: ${profile.certificate.status}`,
      serviceDateTime(profile.dateApproved!),
      serviceDateTime(profile.validUntil!),
      'Escanee el código QR',
    ]) {
      expect(text).toContain(expected);
    }
    // the QR decodes to the public profile, where the live status is
    expect(pdf.codes).toEqual([`http://madera.example.cr/PerfilPropiedad/${farm}`]);
  });

  it('is written in English for ?lang=en and for a browser that asks for English, with the same facts and QR', async () => {
    const owner = await person(t, 'Cliente', 'Owner');
    const [farm] = await certifiedProperties(t, owner.id, 1);
    const profile = (await call(t, undefined, 'GET', `/api/properties/Profile/${farm}`)).json<PropertyProfile>();
    const byParam = await t.app.inject({ method: 'GET', url: `/api/properties/${farm}/certificate.pdf?lang=en`, headers: { host: 'madera.example.cr', 'accept-language': 'es-CR,es;q=0.9' } });
    const byBrowser = await t.app.inject({ method: 'GET', url: `/api/properties/${farm}/certificate.pdf`, headers: { host: 'madera.example.cr', 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } });
    for (const response of [byParam, byBrowser]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-language']).toBe('en');
      expect(response.headers.vary).toBe('Accept-Language, Cookie');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="certificate-${farm}.pdf"`);
      const pdf = await readPdf(response.rawPayload);
      expect(pdf.title).toBe(`Madera Legal certificate No. ${farm}`);
      const text = pdf.text.replace(/\n/g, ' ');
      for (const expected of [
        `Certificate No. ${farm}`,
        'Status: Valid',
        'Holder',
        profile.fullName,
        'Valid until',
        serviceDateTime(profile.validUntil!),
        'Scan the QR code',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Escanee');
      expect(pdf.codes).toEqual([`http://madera.example.cr/PerfilPropiedad/${farm}`]);
    }
    // a language the portal does not write falls back to Spanish
    const other = await t.app.inject({ method: 'GET', url: `/api/properties/${farm}/certificate.pdf?lang=fr`, headers: { 'accept-language': 'fr' } });
    expect(other.headers['content-language']).toBe('es');
    expect((await readPdf(other.rawPayload)).title).toBe(`Certificado de Madera Legal N.º ${farm}`);
  });

  it('answers 404 for a property without an accepted enrolment, as its profile does', async () => {
    for (const id of ['99999', 'abc', '0']) {
      const response = await call(t, undefined, 'GET', `/api/properties/${id}/certificate.pdf`);
      expect({ id, status: response.statusCode, body: response.json() }).toEqual({ id, status: 404, body: { status: 404, title: MSG.profileNotFound } });
    }
  });

  it('writes dates as the portal does, in Costa Rica\'s time', () => {
    expect(serviceDateTime('2026-08-03T15:30:00.000Z')).toBe('2026-08-03 09:30 am');
    expect(serviceDateTime('2026-12-31T23:05:00.000Z')).toBe('2026-12-31 05:05 pm');
  });
});
