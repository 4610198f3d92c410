import { eq } from 'drizzle-orm';
import { CERTIFICATE_MEANING, CERTIFICATE_MSG, MSG, PROFILE_STATUS, type CertificateStatus, type InscriptionProfile, type PropertyProfile } from '@portal/shared-api';
import { build } from '../../../../test/build';
import { enrolments, properties } from '../../../db/schema';
import { addMonths } from '@portal/shared-api';
import { createOwner, daysAgo, enrolment, farm, insertEnrolments } from '../../../../test/fixtures';
import { issueCertificates } from '../../certificates';

const NOT_FOUND = { status: 404, title: MSG.profileNotFound };

describe('public certification profiles', () => {
  const t = build();
  const solicited = daysAgo(360);
  const approved = daysAgo(330);
  const expiredApproval = daysAgo(400);
  const ids = { active: 0, expired: 0, pending: 0, activeProperty: 0, secondProperty: 0, expiredProperty: 0, pendingProperty: 0 };

  beforeAll(async () => {
    const owner = await createOwner(t.db);
    const [active, expired, pending] = await insertEnrolments(t.db, [
      enrolment(owner, {
        categoryConsecutive: '01.02.01.01.01',
        identificationTypeId: 2,
        fullName: 'Laura Núñez Soto',
        identification: '205550333',
        legalName: 'Cooperativa Forestal del Norte R.L.',
        businessIdentification: '3-004-123456',
        dateSolicited: solicited,
        dateApproved: approved,
        properties: [
          farm({ fantasyName: 'Finca El Roble', sheetNumber: '2-345678-000', districtId: 21001, ownership: 'Propio', certificationArea: 38, volume: 320 }),
          farm({ fantasyName: 'Finca Los Guayacanes', sheetNumber: '2-401122-001', districtId: 21002, ownership: 'Alquilado', certificationArea: undefined, volume: 90 }),
        ],
      }),
      enrolment(owner, {
        fullName: 'Jorge Vargas Campos',
        identification: '203330444',
        dateSolicited: daysAgo(430),
        dateApproved: expiredApproval,
        properties: [farm({ fantasyName: 'Finca Vieja', districtId: 20208 })],
      }),
      enrolment(owner, { status: 'Pagada', properties: [farm({ fantasyName: 'Finca Pendiente' })] }),
    ]);
    Object.assign(ids, { active, expired, pending });
    const propertyOf = async (enrolmentId: number) =>
      (await t.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, enrolmentId)).orderBy(properties.id)).map(
        (row) => row.id,
      );
    [ids.activeProperty, ids.secondProperty] = (await propertyOf(active!)) as [number, number];
    [ids.expiredProperty] = (await propertyOf(expired!)) as [number];
    [ids.pendingProperty] = (await propertyOf(pending!)) as [number];
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('shows a certified property: place, certificate, holder and an empty visit list', async () => {
    const response = await get(`/api/properties/Profile/${ids.activeProperty}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json<PropertyProfile>()).toEqual({
      id: ids.activeProperty,
      inscriptionId: ids.active,
      fantasyName: 'Finca El Roble',
      sheetNumber: '2-345678-000',
      province: 'Alajuela',
      canton: 'San Carlos',
      district: 'Quesada',
      address: 'Camino vecinal, 1 km al norte de la escuela',
      ownership: 'Propio',
      certificationArea: 38,
      // beyond the spec: the period's volume, none of it drawn by origin certificates yet
      certifiedVolume: { authorised: 320, remaining: 320 },
      volume: 320,
      dateApproved: approved.toISOString(),
      validUntil: addMonths(approved, 12).toISOString(),
      visitationAmount: 3,
      visitationCost: 35000,
      inscriptionStatus: PROFILE_STATUS.active,
      inscriptionType: 'Grupal',
      inscriptionDate: solicited.toISOString(),
      identificationType: 'Cédula Jurídica',
      identification: '3-004-123456',
      fullName: 'Cooperativa Forestal del Norte R.L.',
      category: 'Plantaciones forestales con PSA',
      categoryConsecutive: '01.02.01.01.01',
      appointments: [],
      // no boundary approved yet (api/src/modules/properties/boundaries)
      boundary: null,
      certificate: { status: 'Vigente', since: approved.toISOString(), history: [{ status: 'Vigente', reason: CERTIFICATE_MSG.issued, at: approved.toISOString(), validUntil: addMonths(approved, 12).toISOString() }] },
    });
  });

  it('shows an accepted enrolment with its properties in order', async () => {
    const response = await get(`/api/properties/InscriptionProfile/${ids.active}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const profile = response.json<InscriptionProfile>();
    expect(profile).toMatchObject({
      id: ids.active,
      fullName: 'Cooperativa Forestal del Norte R.L.',
      identificationType: 'Cédula Jurídica',
      identification: '3-004-123456',
      category: 'Plantaciones forestales con PSA',
      categoryConsecutive: '01.02.01.01.01',
      inscriptionStatus: PROFILE_STATUS.active,
      inscriptionType: 'Grupal',
      dateApproved: approved.toISOString(),
      validUntil: addMonths(approved, 12).toISOString(),
    });
    expect(profile.properties).toEqual([
      expect.objectContaining({ id: ids.activeProperty, fantasyName: 'Finca El Roble', canton: 'San Carlos', district: 'Quesada' }),
      {
        id: ids.secondProperty,
        fantasyName: 'Finca Los Guayacanes',
        sheetNumber: '2-401122-001',
        province: 'Alajuela',
        canton: 'San Carlos',
        district: 'Florencia',
        address: 'Camino vecinal, 1 km al norte de la escuela',
        ownership: 'Alquilado',
        certificationArea: null,
        volume: 90,
        visitationAmount: 2,
      },
    ]);
  });

  it('reads Inactiva once CERTIFICATE_VALIDITY_MONTHS have passed since the approval', async () => {
    const property = (await get(`/api/properties/Profile/${ids.expiredProperty}`)).json<PropertyProfile>();
    expect(property).toMatchObject({
      inscriptionStatus: PROFILE_STATUS.inactive,
      inscriptionType: 'Individual',
      identificationType: 'Cédula Física',
      fullName: 'Jorge Vargas Campos',
      dateApproved: expiredApproval.toISOString(),
      validUntil: addMonths(expiredApproval, 12).toISOString(),
    });
    expect((await get(`/api/properties/InscriptionProfile/${ids.expired}`)).json<InscriptionProfile>().inscriptionStatus).toBe(
      PROFILE_STATUS.inactive,
    );
  });

  it('answers the certificate status for machines, with the profile path', async () => {
    const property = await get(`/api/properties/Profile/${ids.activeProperty}/status`);
    expect(property.statusCode).toBe(200);
    expect(property.headers['cache-control']).toBe('public, max-age=60');
    expect(property.json<CertificateStatus>()).toEqual({
      kind: 'propiedad',
      id: ids.activeProperty,
      status: PROFILE_STATUS.active,
      category: 'Plantaciones forestales con PSA',
      categoryConsecutive: '01.02.01.01.01',
      dateApproved: approved.toISOString(),
      validUntil: addMonths(approved, 12).toISOString(),
      profile: `/PerfilPropiedad/${ids.activeProperty}`,
      certificate: { status: 'Vigente', since: approved.toISOString(), history: [{ status: 'Vigente', reason: CERTIFICATE_MSG.issued, at: approved.toISOString(), validUntil: addMonths(approved, 12).toISOString() }] },
      labels: { language: 'es', status: 'Activa', certificateStatus: 'Vigente', meaning: CERTIFICATE_MEANING.Vigente, history: [{ status: 'Vigente', reason: CERTIFICATE_MSG.issued }] },
    });
    expect(property.headers.vary).toBe('Accept-Language, Cookie');
    const inscription = await get(`/api/properties/InscriptionProfile/${ids.expired}/status`);
    expect(inscription.json<CertificateStatus>()).toEqual({
      kind: 'inscripcion',
      id: ids.expired,
      status: PROFILE_STATUS.inactive,
      category: 'Plantaciones forestales con PSA',
      categoryConsecutive: '01.01.01.01.01',
      dateApproved: expiredApproval.toISOString(),
      validUntil: addMonths(expiredApproval, 12).toISOString(),
      profile: `/PerfilInscripcion/${ids.expired}`,
      labels: { language: 'es', status: 'Inactiva' },
    });
  });

  it('writes the status words in English for ?lang=en, the switch\'s cookie or Accept-Language; the values stay the same', async () => {
    const spanish = (await get(`/api/properties/Profile/${ids.activeProperty}/status`)).json<CertificateStatus>();
    const asked = [
      { url: `/api/properties/Profile/${ids.activeProperty}/status?lang=en`, headers: { 'accept-language': 'es' } },
      { url: `/api/properties/Profile/${ids.activeProperty}/status`, headers: { cookie: 'lang=en', 'accept-language': 'es' } },
      { url: `/api/properties/Profile/${ids.activeProperty}/status`, headers: { 'accept-language': 'en-GB,en;q=0.9' } },
    ];
    for (const { url, headers } of asked) {
      const english = (await t.app.inject({ method: 'GET', url, headers })).json<CertificateStatus>();
      expect({ url, headers, body: english }).toEqual({
        url,
        headers,
        body: {
          ...spanish,
          labels: {
            language: 'en',
            status: 'Active',
            certificateStatus: 'Valid',
            meaning: 'The certificate is in force.',
            history: [{ status: 'Valid', reason: 'Certificate issued when the enrolment was accepted.' }],
          },
        },
      });
    }
    // ?lang= wins over the cookie; an unknown language is not an error
    const chosen = await t.app.inject({ method: 'GET', url: `/api/properties/Profile/${ids.activeProperty}/status?lang=es`, headers: { cookie: 'lang=en' } });
    expect(chosen.json<CertificateStatus>().labels.language).toBe('es');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/properties/InscriptionProfile/${ids.expired}/status?lang=xx`, headers: { 'accept-language': 'pt-BR' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<CertificateStatus>().labels).toEqual({ language: 'es', status: 'Inactiva' });
  });

  it('answers 404 Inscripción No encontrada for an enrolment never accepted', async () => {
    for (const url of [
      `/api/properties/Profile/${ids.pendingProperty}`,
      `/api/properties/Profile/${ids.pendingProperty}/status`,
      `/api/properties/InscriptionProfile/${ids.pending}`,
      `/api/properties/InscriptionProfile/${ids.pending}/status`,
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 404, body: NOT_FOUND });
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('answers the same 404, never a 500, for unknown or malformed ids', async () => {
    for (const id of ['999999', '0', '-1', '1.5', 'abc', '99999999999', '2147483648', '1e3', '%20', "1'%20or%20'1'='1"]) {
      for (const base of ['Profile', 'InscriptionProfile']) {
        for (const suffix of ['', '/status']) {
          const response = await get(`/api/properties/${base}/${id}${suffix}`);
          expect({ id, base, suffix, status: response.statusCode, body: response.json() }).toEqual({ id, base, suffix, status: 404, body: NOT_FOUND });
        }
      }
    }
  });

  it('answers a profile as soon as its enrolment is accepted, and reflects later changes', async () => {
    const owner = await createOwner(t.db);
    const [paid] = await insertEnrolments(t.db, [enrolment(owner, { status: 'Pagada', properties: [farm({ fantasyName: 'Finca Recién Aceptada' })] })]);
    const [{ id: propertyId }] = (await t.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, paid!))) as [{ id: number }];
    const url = `/api/properties/Profile/${propertyId}`;
    expect((await get(url)).statusCode).toBe(404);

    await t.db.transaction(async (tx) => {
      await tx.update(enrolments).set({ status: 'Aceptada', dateApproved: new Date() }).where(eq(enrolments.id, paid!));
      await issueCertificates(tx, [paid!]);
    });
    const accepted = await get(url);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<PropertyProfile>()).toMatchObject({ fantasyName: 'Finca Recién Aceptada', inscriptionStatus: PROFILE_STATUS.active });

    await t.db.update(properties).set({ visitationAmount: 9 }).where(eq(properties.id, propertyId));
    expect((await get(url)).json<PropertyProfile>().visitationAmount).toBe(9);
  });
});
