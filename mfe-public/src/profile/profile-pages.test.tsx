import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOUNDARY_API_MSG, MSG, type InscriptionProfile, type PropertyProfile } from '@portal/shared-api';
import { CERTIFICATE_TEXTS, PROPERTY_TEXTS, formatColones, formatDateTime } from '@portal/shared-ui';
import { MAP_TEXTS } from '@portal/shared-ui/map';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setBrowserLanguages } from '../../../tools/jest/browser-language';
import { TEXTS } from '../texts';
import { profileText } from '../i18n/texts';
import { InscriptionProfilePage } from './inscription-profile-page';
import { PropertyProfilePage } from './property-profile-page';
import { property } from './profile-fixtures';

const T = TEXTS.profile;


const card = () => screen.getByRole('region', { name: T.propertyTitle });

describe('/PerfilPropiedad/{id} (spec §2, §3)', () => {
  it('shows an active profile with a primary border and the property fields', async () => {
    mockApi({ 'GET /api/properties/Profile/12': { body: property } });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    expect(await screen.findByText('Finca El Roble')).toBeInTheDocument();
    expect(card()).toHaveClass('profile-card', 'profile-card--active');
    expect(screen.getAllByText('Activa').length).toBeGreaterThan(0);
    expect(screen.getByText('2-123456-000')).toBeInTheDocument();
    // the matcher is compared with whitespace-normalised text, and es-CR groups digits with a no-break space
    expect(screen.getByText(formatColones(45000).replace(/\s/g, ' '))).toBeInTheDocument();
    expect(screen.getByText('01.01.01 Plantaciones forestales')).toBeInTheDocument();
    // beyond the spec: the certified volume of the period and what origin certificates have left of it
    expect(screen.getByText(T.fields.certifiedVolume).nextSibling).toHaveTextContent('320 m³');
    expect(screen.getByText(T.fields.remainingVolume).nextSibling).toHaveTextContent('12,5 m³');
  });

  it('never hides a suspended certificate: its status, since when, why, and its whole history, newest first', async () => {
    const reason = 'Visita de seguimiento rechazada por corta fuera del plan.';
    const suspended: PropertyProfile = {
      ...property,
      inscriptionStatus: 'Inactiva',
      certificate: {
        status: 'Suspendida',
        since: '2026-11-20T15:00:00.000Z',
        history: [...property.certificate.history, { status: 'Suspendida', reason, at: '2026-11-20T15:00:00.000Z', validUntil: property.validUntil }],
      },
    };
    mockApi({ 'GET /api/properties/Profile/12': { body: suspended } });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    expect(await screen.findByText(CERTIFICATE_TEXTS.since('Suspendida', formatDateTime('2026-11-20T15:00:00.000Z')))).toBeVisible();
    expect(screen.getByText(CERTIFICATE_TEXTS.meaning.Suspendida, { exact: false })).toBeVisible();
    const history = screen.getByRole('list', { name: CERTIFICATE_TEXTS.history });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Suspendida · ${formatDateTime('2026-11-20T15:00:00.000Z')}${reason}`,
      `Vigente · ${formatDateTime(property.certificate.history[0]!.at)}${property.certificate.history[0]!.reason}`,
    ]);
    expect(card()).not.toHaveClass('profile-card--active');
  });

  it('links the machine-readable verification with words, not the raw address', async () => {
    mockApi({ 'GET /api/properties/Profile/12': { body: property } });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    await screen.findByText('Finca El Roble');
    expect(screen.getByRole('link', { name: 'Verificación automática (JSON)' })).toHaveAttribute('href', '/api/properties/Profile/12/status');
    expect(screen.queryByText(/\/api\/properties\//)).not.toBeInTheDocument();
  });

  it('lists the approved visits, newest first, with their date and result', async () => {
    const appointments: PropertyProfile['appointments'] = [
      { appointmentStart: new Date(2026, 8, 14, 15, 5).toISOString(), appointmentStatus: 'Aprobada', reportStatus: 'Informe de Subsanacion' },
      { appointmentStart: new Date(2026, 5, 2, 8, 30).toISOString(), appointmentStatus: 'Aprobada', reportStatus: null },
    ];
    mockApi({ 'GET /api/properties/Profile/12': { body: { ...property, appointments } } });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    const visits = await screen.findByRole('table', { name: T.appointments });
    const rows = within(visits).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole(row === rows[0] ? 'columnheader' : 'cell').map((c) => c.textContent))).toEqual([
      [T.appointmentDate, T.appointmentResult],
      ['2026-09-14 03:05 pm', 'Aprobada — Informe de Subsanacion'],
      ['2026-06-02 08:30 am', 'Aprobada'],
    ]);
    expect(screen.queryByText(T.noAppointments)).not.toBeInTheDocument();
  });

  it('says so when no visit has been approved yet', async () => {
    mockApi({ 'GET /api/properties/Profile/12': { body: property } });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    expect(await screen.findByText(T.noAppointments)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: T.appointments })).not.toBeInTheDocument();
  });

  it('draws a published boundary with its area, centre and EU file, and only an approximate place otherwise', async () => {
    const exact = {
      exact: true,
      type: 'Polygon' as const,
      areaHectares: 12.4567,
      centroid: [-84.4812341, 10.3521234] as [number, number],
      outline: { viewBox: '0 0 100 100', paths: ['M8.00 20.00L92.00 8.00L80.00 92.00Z'], point: null, sideMetres: 420 },
      euFile: '/api/properties/12/geojson',
    };
    mockApi({ 'GET /api/properties/Profile/12': { body: { ...property, boundary: exact } } });
    const { unmount } = renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    const outline = await screen.findByRole('img', { name: profileText('es', 'boundary.outline', { name: 'Finca El Roble' }) });
    expect(outline.querySelector('path')).toHaveAttribute('d', exact.outline.paths[0]);
    expect(screen.getByText('12,46 ha')).toBeInTheDocument();
    expect(screen.getByText('10.352123, -84.481234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.boundary.euFile })).toHaveAttribute('href', exact.euFile);
    // the certificate itself, as a PDF with the profile's QR
    expect(screen.getByRole('link', { name: PROPERTY_TEXTS.certificatePdf })).toHaveAttribute('href', '/api/properties/12/certificate.pdf');
    unmount();

    const approximate = { ...exact, exact: false, areaHectares: null, centroid: [-84.48, 10.35] as [number, number], outline: null, euFile: null };
    mockApi({ 'GET /api/properties/Profile/12': { body: { ...property, boundary: approximate } } });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    expect(await screen.findByText(T.boundary.approximateIntro)).toBeInTheDocument();
    expect(screen.getByText('10.35, -84.48')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: profileText('es', 'boundary.outline', { name: 'Finca El Roble' }) })).toBeNull();
    expect(screen.queryByRole('link', { name: T.boundary.euFile })).toBeNull();
  });

  it('opens a private boundary with its owner\'s share link, and says so when the link no longer does', async () => {
    const user = userEvent.setup({ delay: null });
    const approximate = { exact: false, type: 'Polygon' as const, areaHectares: null, centroid: [-84.48, 10.35] as [number, number], outline: null, euFile: null };
    const shared = {
      ...approximate,
      exact: true,
      areaHectares: 12.4567,
      centroid: [-84.4812341, 10.3521234] as [number, number],
      outline: { viewBox: '0 0 100 100', paths: ['M8.00 20.00L92.00 8.00L80.00 92.00Z'], point: null, sideMetres: 420 },
      euFile: '/api/properties/12/geojson?share=abc',
    };
    const ring = [[-84.4815, 10.3518], [-84.4809, 10.3518], [-84.4809, 10.3524], [-84.4815, 10.3518]];
    const { requests } = mockApi({
      'GET /api/properties/Profile/12': { body: { ...property, boundary: approximate } },
      'GET /api/properties/12/boundary/shared': { body: { boundary: shared, expiresAt: '2026-12-04T15:00:00.000Z' } },
      'GET /api/properties/12/geojson': { body: { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }] } },
      'GET /api/basemap': { body: { tilesUrl: null, attribution: null } },
    });
    const { unmount } = renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12?compartido=abc');
    expect(await screen.findByText(profileText('es', 'boundary.shared', { until: formatDateTime('2026-12-04T15:00:00.000Z') }))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: profileText('es', 'boundary.outline', { name: 'Finca El Roble' }) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.boundary.euFile })).toHaveAttribute('href', shared.euFile);
    expect(new URL(requests.find((r) => r.url.includes('/shared'))!.url).searchParams.get('share')).toBe('abc');
    // the map only when asked for, drawn from the EU file the link opens
    await user.click(screen.getByRole('button', { name: MAP_TEXTS.showMap }));
    expect(await screen.findByRole('region', { name: MAP_TEXTS.boundaryLabel('Finca El Roble') })).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/api/properties/12/geojson?share=abc'))).toBe(true);
    unmount();

    mockApi({
      'GET /api/properties/Profile/12': { body: { ...property, boundary: approximate } },
      'GET /api/properties/12/boundary/shared': { status: 404, body: { status: 404, title: BOUNDARY_API_MSG.shareClosed } },
    });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12?compartido=vencido');
    expect(await screen.findByText(`404 - ${BOUNDARY_API_MSG.shareClosed}`)).toBeInTheDocument();
    expect(screen.getByText(T.boundary.approximateIntro)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: profileText('es', 'boundary.outline', { name: 'Finca El Roble' }) })).toBeNull();
  });

  it('borders an inactive profile in the danger colour', async () => {
    mockApi({ 'GET /api/properties/Profile/12': { body: { ...property, inscriptionStatus: 'Inactiva' } } });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    await screen.findByText('Finca El Roble');
    expect(card()).toHaveClass('profile-card');
    expect(card()).not.toHaveClass('profile-card--active');
  });

  it('says Inscripción No encontrada for an unknown id', async () => {
    mockApi({ 'GET /api/properties/Profile/999': { status: 404, body: { status: 404, title: MSG.profileNotFound } } });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/999');
    expect(await screen.findByRole('heading', { name: MSG.profileNotFound })).toBeInTheDocument();
  });

  it('shows any other failure in the alert', async () => {
    mockApi({ 'GET /api/properties/Profile/12': { status: 503, body: { status: 503, title: 'El servicio no está disponible en este momento' } } });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('503 - El servicio no está disponible en este momento');
  });
});

describe('a profile that arrived rendered by the server (server.tsx)', () => {
  afterEach(() => {
    delete window.__PORTAL_PAGE_DATA__;
  });

  it('opens at once with the data served beside it, without asking the API again', () => {
    const { requests } = mockApi({ 'GET /api/properties/Profile/12': { body: { ...property, fantasyName: 'Otra respuesta' } } });
    window.__PORTAL_PAGE_DATA__ = { path: '/PerfilPropiedad/12', data: property };
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    // synchronously: the first render is the served page, not a spinner
    expect(screen.getByText('Finca El Roble')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("asks the API when the served data belongs to another page's path", async () => {
    const { requests } = mockApi({ 'GET /api/properties/Profile/12': { body: property } });
    window.__PORTAL_PAGE_DATA__ = { path: '/PerfilPropiedad/13', data: { ...property, fantasyName: 'Finca Ajena' } };
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    expect(await screen.findByText('Finca El Roble')).toBeInTheDocument();
    expect(screen.queryByText('Finca Ajena')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});

describe('/PerfilInscripcion/{id} (spec §2)', () => {
  const inscription: InscriptionProfile = {
    id: 4,
    fullName: 'Maderas del Norte S.A.',
    identificationType: 'Cédula Jurídica',
    identification: '3-101-123456',
    category: 'Aprovechamiento grupal',
    categoryConsecutive: '01.02.01',
    inscriptionStatus: 'Activa',
    inscriptionType: 'Grupal',
    inscriptionDate: '2026-07-01T14:00:00.000Z',
    dateApproved: '2026-08-03T15:30:00.000Z',
    validUntil: '2027-08-03T15:30:00.000Z',
    properties: [
      { id: 12, fantasyName: 'Finca El Roble', sheetNumber: '2-1', province: 'Alajuela', canton: 'San Carlos', district: 'Florencia', address: 'A', ownership: 'Propio', certificationArea: 1, volume: 2, visitationAmount: 3 },
      { id: 13, fantasyName: null, sheetNumber: '2-2', province: 'Alajuela', canton: 'San Carlos', district: 'Quesada', address: 'B', ownership: 'Alquilado', certificationArea: null, volume: null, visitationAmount: 1 },
    ],
  };

  it('lists the enrolment and links each certified property to its profile', async () => {
    mockApi({ 'GET /api/properties/InscriptionProfile/4': { body: inscription } });
    renderScreen(<InscriptionProfilePage />, '/PerfilInscripcion/:id', '/PerfilInscripcion/4');
    expect(await screen.findByText('Maderas del Norte S.A.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: T.inscriptionTitle })).toHaveClass('profile-card--active');
    expect(screen.getByRole('link', { name: 'Finca El Roble' })).toHaveAttribute('href', '/PerfilPropiedad/12');
    expect(screen.getByRole('link', { name: '2-2' })).toHaveAttribute('href', '/PerfilPropiedad/13');
  });

  it('says Inscripción No encontrada for an enrolment without a profile', async () => {
    mockApi({ 'GET /api/properties/InscriptionProfile/5': { status: 404, body: { status: 404, title: MSG.profileNotFound } } });
    renderScreen(<InscriptionProfilePage />, '/PerfilInscripcion/:id', '/PerfilInscripcion/5');
    expect(await screen.findByRole('heading', { name: MSG.profileNotFound })).toBeInTheDocument();
  });
});

describe('the profiles for buyers abroad, in English (beyond the spec)', () => {
  const en = (key: string, values?: Record<string, string>) => profileText('en', key, values);
  const englishBrowser = () => setBrowserLanguages(['en-GB', 'en']);
  afterEach(() => {
    delete window.__PORTAL_PAGE_DATA__;
  });

  it('is written in English for a browser that asks for it: labels, statuses, known values, numbers, the PDF and the JSON', async () => {
    englishBrowser();
    // values of more than one word too (i18next reads a key with a space as a sentence, not as `namespace:key`)
    const appointments = [{ appointmentStart: '2026-09-01T14:00:00.000Z', appointmentStatus: 'Aprobada', reportStatus: 'Aprobada Por Regente' }];
    mockApi({ 'GET /api/properties/Profile/12': { body: { ...property, certificationArea: 1234.5, identificationType: 'Cédula Física', appointments } } });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    const page = await screen.findByRole('region', { name: en('propertyTitle') });
    expect(page).toHaveAttribute('lang', 'en');
    expect(within(page).getByRole('heading', { level: 1, name: en('propertyTitle') })).toBeVisible();
    const field = (label: string) => within(page).getByText(label).nextElementSibling;
    expect(field(en('fields.fullName'))).toHaveTextContent('Ana Mora Solís');
    expect(field(en('fields.ownership'))).toHaveTextContent('Owned');
    expect(field(en('fields.inscriptionType'))).toHaveTextContent('Individual');
    expect(field(en('fields.identificationType'))).toHaveTextContent('Personal ID (cédula)');
    expect(field(en('fields.visitationAmount'))).toHaveTextContent('3');
    expect(within(page).getByRole('table')).toHaveTextContent('Approved — Approved by the regent');
    expect(field(en('fields.inscriptionStatus'))).toHaveTextContent('Active');
    expect(field(en('fields.certificationArea'))).toHaveTextContent('1,234.5');
    expect(field(en('fields.visitationCost'))).toHaveTextContent('CRC 45,000.00');
    expect(within(page).getByText(`Valid since ${formatDateTime(property.certificate.since)}`)).toBeVisible();
    expect(within(page).getByText('The certificate is in force.', { exact: false })).toBeVisible();
    expect(within(page).getByRole('list', { name: 'History' })).toHaveTextContent(`Valid · ${formatDateTime(property.certificate.since)}Certificate issued when the enrolment was accepted.`);
    expect(within(page).getByRole('link', { name: en('verify') })).toHaveAttribute('href', '/api/properties/Profile/12/status?lang=en');
    expect(within(page).getByRole('link', { name: en('certificatePdf') })).toHaveAttribute('href', '/api/properties/12/certificate.pdf?lang=en');
    expect(within(page).queryByText(T.fields.fullName)).toBeNull();
    // the switch offers the other language, named in it
    expect(within(page).getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(within(page).getByRole('link', { name: en('watch') })).toHaveAttribute('href', '/Alertas?certificados=12&lang=en');
  });

  it('switches at once with the visible switch, keeps the choice for the next page and an address to share', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/properties/Profile/12': { body: property } });
    const { router, unmount } = renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    await screen.findByRole('region', { name: T.propertyTitle });
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '?lang=en');
    await user.click(english);
    expect(await screen.findByRole('region', { name: en('propertyTitle') })).toHaveAttribute('lang', 'en');
    expect(screen.getByText(en('fields.fullName'))).toBeVisible();
    expect(router.state.location.search).toBe('?lang=en');
    expect(document.cookie).toContain('lang=en');
    unmount();

    // the next page a browser draws alone opens in the language chosen, however the browser is set
    mockApi({ 'GET /api/properties/Profile/12': { body: property } });
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    expect(await screen.findByRole('region', { name: en('propertyTitle') })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Español' }));
    expect(await screen.findByRole('region', { name: T.propertyTitle })).toHaveAttribute('lang', 'es');
    expect(document.cookie).toContain('lang=es');
  });

  it('opens in the language the server wrote the page in, whatever the browser says, so the first render is the served page', () => {
    mockApi({});
    window.__PORTAL_PAGE_DATA__ = { path: '/PerfilPropiedad/12', data: property, language: 'en' };
    renderScreen(<PropertyProfilePage />, '/PerfilPropiedad/:id', '/PerfilPropiedad/12');
    expect(screen.getByRole('region', { name: en('propertyTitle') })).toHaveAttribute('lang', 'en');
  });

  it('writes the enrolment profile and its not-found message in English too', async () => {
    englishBrowser();
    mockApi({ 'GET /api/properties/InscriptionProfile/5': { status: 404, body: { status: 404, title: MSG.profileNotFound } } });
    renderScreen(<InscriptionProfilePage />, '/PerfilInscripcion/:id', '/PerfilInscripcion/5');
    expect(await screen.findByRole('heading', { name: 'Enrolment not found' })).toBeVisible();
  });
});
