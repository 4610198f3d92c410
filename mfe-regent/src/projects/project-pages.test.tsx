import { screen, waitFor, within } from '@testing-library/react';
import type { CertificationData, PropertyItem, RegentProject, Report } from '@portal/shared-api';
import { LIST_TEXTS, QR_TEXTS } from '@portal/shared-ui';
import { expectListFits, findCard, renderScreen } from '@portal/shared-ui/testing';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared-api/client';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { person, signInAsRegent } from '../testing';
import { TEXTS } from '../texts';
import { CertificationDataPage } from './certification-data-page';
import { ProjectInformationPage } from './project-information-page';
import { ProjectReportsPage } from './project-reports-page';
import { ProjectsPage } from './projects-page';
import { RegisterVisitPage } from './register-visit-page';

const P = TEXTS.projects;

const project = (overrides: Partial<RegentProject> = {}): RegentProject => ({
  propertyID: 31,
  sheetNumber: '2-123456-000',
  province: 'Alajuela',
  canton: 'San Carlos',
  district: 'Quesada',
  address: '1 km al norte de la plaza',
  customer: 'Ana Mora Solís',
  ...overrides,
});

const property = (overrides: Partial<PropertyItem> = {}): PropertyItem => ({
  id: 31,
  sheetNumber: '2-123456-000',
  customerName: 'Ana Mora Solís',
  province: 'Alajuela',
  canton: 'San Carlos',
  district: 'Quesada',
  fantasyName: null,
  address: '1 km al norte de la plaza',
  visitationAmount: 2,
  visitationCost: 25_000,
  inscriptionId: 7,
  isGroup: false,
  certificateStatus: 'Vigente',
  validUntil: '2027-09-12T15:00:00.000Z',
  ...overrides,
});

const query = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

describe('/DashboardRegent Mis Proyectos (spec §2)', () => {
  it('lists farm number, address and owner, each row with its four screens', async () => {
    const { requests } = mockApi({
      'GET /api/projects': { body: [project(), project({ propertyID: 44, sheetNumber: '5-987654-001', address: 'Frente a la escuela', district: 'Upala', canton: 'Upala', customer: 'Maderas del Norte S.A.' })] },
    });
    renderScreen(<ProjectsPage />, '/DashboardRegent');
    expect(screen.getByRole('heading', { name: P.title })).toBeInTheDocument();
    const second = (await screen.findByText('Maderas del Norte S.A.')).closest('tr')!;
    expect(within(second).getByText('5-987654-001')).toBeInTheDocument();
    expect(second).toHaveTextContent('Frente a la escuela');
    expect(second).toHaveTextContent('Upala, Upala, Alajuela');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([P.sheetNumber, P.address, P.owner, P.actions]);

    const hrefs = (farm: string) =>
      [P.information, P.certification, P.reports, P.registerVisit].map((label) => screen.getByRole('link', { name: P.linkOf(label, farm) }).getAttribute('href'));
    expect(hrefs('2-123456-000')).toEqual([
      '/DashboardRegent/Informacion/31',
      '/DashboardRegent/DatosCertificacion/31',
      '/DashboardRegent/Informes/31',
      '/DashboardRegent/InscripcionVisita/31',
    ]);
    expect(hrefs('5-987654-001')).toEqual([
      '/DashboardRegent/Informacion/44',
      '/DashboardRegent/DatosCertificacion/44',
      '/DashboardRegent/Informes/44',
      '/DashboardRegent/InscripcionVisita/44',
    ]);
    expect(new URL(requests[0].url).pathname).toBe('/api/projects');
    for (const label of [P.information, P.certification, P.reports, P.registerVisit]) {
      expect(screen.getByRole('link', { name: P.linkOf(label, '5-987654-001') }).closest('td')).toHaveClass('list-table__sticky');
    }
    expectListFits(screen.getByRole('table'));
  });

  it('on a phone shows each project as a card with its four screens', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/projects': { body: [project()] } });
    renderScreen(<ProjectsPage />, '/DashboardRegent');
    const card = await findCard('2-123456-000');
    expect(card).toHaveTextContent('1 km al norte de la plaza');
    expect(within(card).getByText('Ana Mora Solís')).toBeInTheDocument();
    for (const label of [P.information, P.certification, P.reports, P.registerVisit]) {
      expect(within(card).getByRole('link', { name: P.linkOf(label, '2-123456-000') })).toBeInTheDocument();
    }
  });

  it('says so when no property is assigned, and shows a failure in the alert', async () => {
    mockApi({ 'GET /api/projects': { body: [] } });
    const first = renderScreen(<ProjectsPage />, '/DashboardRegent');
    expect(await screen.findByText(LIST_TEXTS.empty)).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/projects': { status: 403, body: { status: 403, title: 'Prohibido' } } });
    renderScreen(<ProjectsPage />, '/DashboardRegent');
    expect(await screen.findByRole('alert')).toHaveTextContent('403 - Prohibido');
  });
});

describe('/DashboardRegent/Informacion/{id} (spec §2)', () => {
  it('shows identification type, identification, customer name and category of that property', async () => {
    const { requests } = mockApi({
      'GET /api/projects/Information': {
        body: { identificationType: 'Cédula', identification: '203450678', customerName: 'Ana Mora Solís', category: '01.01.01.01.01 Plantaciones forestales con PSA' },
      },
    });
    renderScreen(<ProjectInformationPage />, '/DashboardRegent/Informacion/:id', '/DashboardRegent/Informacion/31');
    const I = TEXTS.information;
    const row = async (label: string) => (await screen.findByText(label)).closest('tr')!;
    expect(await row(I.identificationType)).toHaveTextContent('Cédula');
    expect(await row(I.identification)).toHaveTextContent('203450678');
    expect(await row(I.customerName)).toHaveTextContent('Ana Mora Solís');
    expect(await row(I.category)).toHaveTextContent('Plantaciones forestales con PSA');
    expect(query(requests[0], 'propertyId')).toBe('31');
    expect(screen.getByRole('link', { name: P.back })).toHaveAttribute('href', '/DashboardRegent');
  });
});

describe('/DashboardRegent/DatosCertificacion/{id} (spec §2, §9)', () => {
  const C = TEXTS.certification;
  const render = (data: CertificationData, found = true) => {
    const api = mockApi({
      'GET /api/projects/CertData': { body: data },
      'GET /api/properties/item/31': found ? { body: property() } : { status: 404, body: { status: 404, title: 'No encontrado' } },
    });
    renderScreen(<CertificationDataPage />, '/DashboardRegent/DatosCertificacion/:id', '/DashboardRegent/DatosCertificacion/31');
    return api;
  };

  it('shows Activa, the visits done against the visits of the enrolment and the QR named after the farm', async () => {
    const { requests } = render({ approved: true, inscriptionId: 7, visitationAmount: 4, visitsDone: 1 });
    expect(await screen.findByText(C.active)).toBeInTheDocument();
    expect(screen.queryByText(C.inactive)).not.toBeInTheDocument();
    expect(screen.getByText(C.visitsDone).closest('.regent-stat')).toHaveTextContent('1');
    expect(screen.getByText(C.visitationAmount).closest('.regent-stat')).toHaveTextContent('4');
    expect(screen.getByRole('img', { name: QR_TEXTS.label('2-123456-000') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: QR_TEXTS.download })).toBeInTheDocument();
    expect(query(requests.find((r) => new URL(r.url).pathname === '/api/projects/CertData')!, 'propertyId')).toBe('31');
  });

  it('shows Inactiva, and names the QR after the enrolment when the property cannot be read', async () => {
    render({ approved: false, inscriptionId: 7, visitationAmount: 2, visitsDone: 0 }, false);
    expect(await screen.findByText(C.inactive)).toBeInTheDocument();
    expect(screen.queryByText(C.active)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: QR_TEXTS.label(C.qrName(7)) })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/DashboardRegent/Informes/{id} (spec §2, §3 Report)', () => {
  const R = TEXTS.reports;
  const report: Report = {
    id: 5,
    dateCreated: '2026-11-03T20:30:00.000Z',
    description: null,
    notes: 'Sin hallazgos',
    multipleReports: [
      { url: '/api/appointments/9/files/1', name: 'informe.pdf' },
      { url: '/api/appointments/9/files/2', name: 'anexo.xlsx' },
    ],
    status: 'Informe Ordinario',
  };

  it('lists date, type, notes and the files, downloaded with the session token', async () => {
    const user = person();
    signInAsRegent();
    URL.createObjectURL = jest.fn(() => 'blob:informe');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { requests } = mockApi({
      'GET /api/projects/Reports': { body: [report] },
      'GET /api/appointments/9/files/1': { body: 'PDF' },
    });
    renderScreen(<ProjectReportsPage />, '/DashboardRegent/Informes/:id', '/DashboardRegent/Informes/31');
    const row = (await screen.findByText('Sin hallazgos')).closest('tr')!;
    expect(row).toHaveTextContent('Informe Ordinario');
    expect(row).toHaveTextContent('2026-11-03');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([R.date, R.type, R.notes, R.files]);
    expect(within(row).getByRole('link', { name: `${R.file}: anexo.xlsx` })).toHaveAttribute('href', '/api/appointments/9/files/2');
    expect(query(requests[0], 'propertyId')).toBe('31');

    await user.click(within(row).getByRole('link', { name: `${R.file}: informe.pdf` }));
    await waitFor(() => expect(requests.some((r) => new URL(r.url).pathname === '/api/appointments/9/files/1')).toBe(true));
    const download = requests.find((r) => new URL(r.url).pathname === '/api/appointments/9/files/1')!;
    expect(download.headers.get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(saved).toEqual(['informe.pdf']));
    jest.restoreAllMocks();
  });

  it('on a phone shows each report as a card with its type, notes and files', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/projects/Reports': { body: [report] } });
    renderScreen(<ProjectReportsPage />, '/DashboardRegent/Informes/:id', '/DashboardRegent/Informes/31');
    const card = await findCard();
    expect(card).toHaveTextContent('Informe Ordinario');
    expect(within(card).getByText('Sin hallazgos')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${R.file}: anexo.xlsx` })).toBeInTheDocument();
  });

  it('shows a failed download in the alert', async () => {
    const user = person();
    mockApi({
      'GET /api/projects/Reports': { body: [report] },
      'GET /api/appointments/9/files/1': { status: 404, body: { status: 404, title: 'Archivo no encontrado' } },
    });
    renderScreen(<ProjectReportsPage />, '/DashboardRegent/Informes/:id', '/DashboardRegent/Informes/31');
    await user.click(await screen.findByRole('link', { name: `${R.file}: informe.pdf` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('404 - Archivo no encontrado');
  });
});

describe('/DashboardRegent/InscripcionVisita/{id} (spec §2, §4)', () => {
  const V = TEXTS.registerVisit;

  it('registers a visit done now, by the regent, on that property, then opens the visit form', async () => {
    const user = person();
    signInAsRegent(12);
    const { requests } = mockApi({
      'GET /api/properties/item/31': { body: property() },
      'POST /api/appointments': { body: 58 },
    });
    const { router } = renderScreen(<RegisterVisitPage />, '/DashboardRegent/InscripcionVisita/:id', '/DashboardRegent/InscripcionVisita/31');
    expect(await screen.findByText('Ana Mora Solís')).toBeInTheDocument();
    await user.type(screen.getByLabelText(V.notes), 'Revisión de linderos');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: V.submit }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: V.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Citas/58'));
    const after = Date.now();

    const body = (await requests.find((r) => r.method === 'POST')!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ CertifierId: 12, PropertyId: 31, Notes: 'Revisión de linderos' });
    expect(body.AppointmentStart).toBe(body.AppointmentEnd);
    const start = Date.parse(String(body.AppointmentStart));
    expect(start).toBeGreaterThanOrEqual(before);
    expect(start).toBeLessThanOrEqual(after);
  });

  it('shows the refusal of the server and stays', async () => {
    const user = person();
    signInAsRegent(12);
    mockApi({
      'GET /api/properties/item/31': { body: property() },
      'POST /api/appointments': { status: 409, body: { status: 409, title: 'La propiedad no tiene visitas disponibles. Solicite visitas adicionales.' } },
    });
    const { router } = renderScreen(<RegisterVisitPage />, '/DashboardRegent/InscripcionVisita/:id', '/DashboardRegent/InscripcionVisita/31');
    await user.click(await screen.findByRole('button', { name: V.submit }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: V.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent('409 - La propiedad no tiene visitas disponibles');
    expect(router.state.location.pathname).toBe('/DashboardRegent/InscripcionVisita/31');
  });

  it('asks the regent to confirm before registering; No, volver sends nothing', async () => {
    const user = person();
    signInAsRegent(12);
    const { requests } = mockApi({ 'GET /api/properties/item/31': { body: property() }, 'POST /api/appointments': { body: 58 } });
    const { router } = renderScreen(<RegisterVisitPage />, '/DashboardRegent/InscripcionVisita/:id', '/DashboardRegent/InscripcionVisita/31');
    await user.click(await screen.findByRole('button', { name: V.submit }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(V.confirmTitle);
    expect(dialog).toHaveTextContent(V.confirmContent);
    await user.click(within(dialog).getByRole('button', { name: V.confirmCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/DashboardRegent/InscripcionVisita/31');
    expect(screen.getByRole('button', { name: V.submit })).toBeEnabled();
  });

  it('registers one visit however often the button is pressed while it is being sent, with an Idempotency-Key', async () => {
    const user = person();
    signInAsRegent(12);
    let answer: (value: { body: number }) => void = () => undefined;
    const { requests } = mockApi({
      'GET /api/properties/item/31': { body: property() },
      'POST /api/appointments': () => new Promise((resolve) => (answer = resolve)),
    });
    const { router } = renderScreen(<RegisterVisitPage />, '/DashboardRegent/InscripcionVisita/:id', '/DashboardRegent/InscripcionVisita/31');
    const submit = await screen.findByRole('button', { name: V.submit });
    await user.click(submit);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: V.confirm }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(screen.queryByRole('dialog', { name: V.confirmTitle })).not.toBeInTheDocument();
    answer({ body: 58 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Citas/58'));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sends nothing when the token names no user', async () => {
    const user = person();
    signInAsRegent(null);
    const { requests } = mockApi({ 'GET /api/properties/item/31': { body: property() } });
    renderScreen(<RegisterVisitPage />, '/DashboardRegent/InscripcionVisita/:id', '/DashboardRegent/InscripcionVisita/31');
    await user.click(await screen.findByRole('button', { name: V.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(V.noUserId);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
