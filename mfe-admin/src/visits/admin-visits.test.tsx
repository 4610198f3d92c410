import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { APPOINTMENT_STATUS, REPORT_TYPES, TOTAL_RECORDS_HEADER, VISIT_MSG, type VisitRequest } from '@portal/shared-api';
import { LIST_TEXTS, PortalProvider, QR_TEXTS, formatColones, formatDateTime } from '@portal/shared-ui';
import { appointment as visit, expectListFits, findCard, listHeaders, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { SAMPLE_PLOT } from '@portal/shared-api/testing';
import { MAP_TEXTS as MAP } from '@portal/shared-ui/map';
import { TEXTS } from '../texts';
import { AdminVisitReviewPage } from './admin-visit-review-page';
import { VisitRequestsPage } from './requests-page';

const [ORDINARY_REPORT] = REPORT_TYPES;

const T = TEXTS.visits;
const R = TEXTS.requests;

const appointment = visit({
  id: 21,
  property: { id: 12, sheetNumber: '2-123456-000', fantasyName: 'Finca El Roble', province: 'Alajuela', canton: 'San Carlos', district: 'Quesada', address: '1 km al norte' },
  certifier: { userFullName: 'Carlos Regente' },
  appointmentStart: '2026-11-18T14:00:00.000Z',
  appointmentEnd: '2026-11-18T14:30:00.000Z',
  notes: 'Linderos revisados',
  appointmentStatus: APPOINTMENT_STATUS.regentApproved,
  reportStatus: ORDINARY_REPORT,
  multipleReports: [{ url: '/api/appointments/21/files/9', name: 'informe.pdf' }],
  title: 'Visita',
  certifierId: 3,
  customerId: 2,
  canReview: true,
});

/** The review screen reached from the list, so "back one page" has somewhere to go. */
function renderFromList() {
  const router = createMemoryRouter(
    [
      { path: '/Citas/CitasAdministrador', element: <p>Lista de visitas</p> },
      { path: '/CitasAdmin/:id', element: <PortalProvider motion={false}><AdminVisitReviewPage /></PortalProvider> },
    ],
    { initialEntries: ['/Citas/CitasAdministrador', '/CitasAdmin/21'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/CitasAdmin/{id} (spec §2, §4, §5)', () => {
  it('requires a result; Rechazada saves and goes back one page', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({ 'GET /api/appointments/21': { body: appointment }, 'PUT /api/appointments': { body: {} } });
    const router = renderFromList();
    await user.click(await screen.findByRole('button', { name: T.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(VISIT_MSG.adminResultMissing);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: APPOINTMENT_STATUS.rejected }));
    await user.type(screen.getByLabelText(T.notes), 'Falta el plano');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Citas/CitasAdministrador'));
    const form = await requests.find((r) => r.method === 'PUT')!.formData();
    expect(Object.fromEntries(form.entries())).toEqual({ id: '21', AppointmentStatus: APPOINTMENT_STATUS.rejected, notes: 'Falta el plano', ReportStatus: ORDINARY_REPORT });
  });

  it('shows the success dialog when the visit is approved, and the profile QR in a dialog', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/appointments/21': { body: appointment }, 'PUT /api/appointments': { body: {} } });
    renderScreen(<AdminVisitReviewPage />, '/CitasAdmin/:id', '/CitasAdmin/21');
    await user.click(await screen.findByRole('button', { name: T.showQr }));
    expect(within(await screen.findByRole('dialog')).getByRole('img', { name: QR_TEXTS.label('Finca El Roble') })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: APPOINTMENT_STATUS.approved }));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.approvedText)).toBeInTheDocument();
  });
});

describe('/CitasAdmin/{id}: the field photos of the visit (beyond the spec)', () => {
  const P = T.photos;
  const PLOT = SAMPLE_PLOT;
  const photos = [
    { url: '/api/appointments/21/files/31', name: 'lindero.jpg', takenAt: '2026-11-18T14:10:00.000Z', latitude: 10.35245, longitude: -84.48064, accuracy: 6.4 },
    { url: '/api/appointments/21/files/32', name: 'camino.jpg', takenAt: '2026-11-18T14:20:00.000Z', latitude: 10.3547, longitude: -84.48064, accuracy: 12 },
    { url: '/api/appointments/21/files/33', name: 'troza.jpg', takenAt: '2026-11-18T14:25:00.000Z', latitude: null, longitude: null, accuracy: null },
  ];
  const boundary = (approved: boolean) => ({
    body: {
      propertyId: 12,
      approved: approved ? { version: 1, status: 'Aprobado', geometry: PLOT, areaHectares: 1, bbox: [-84.4811, 10.352, -84.48018, 10.3529], centroid: [-84.48064, 10.35245] } : null,
      pending: null,
      history: [],
    },
  });

  it('lists each photo with when and where it was taken, inside or outside the approved boundary, and marks them on its map', async () => {
    mockApi({
      'GET /api/appointments/21': { body: { ...appointment, photos } },
      'GET /api/properties/12/boundary': boundary(true),
      'GET /api/basemap': { body: { tilesUrl: null, attribution: null } },
    });
    renderFromList();
    const section = await screen.findByRole('region', { name: P.title });
    const items = within(within(section).getByRole('list', { name: P.list })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: `${P.photo(1)}: lindero.jpg` })).toHaveAttribute('href', photos[0]!.url);
    expect(items[0]).toHaveTextContent(P.taken(formatDateTime(photos[0]!.takenAt)));
    expect(items[0]).toHaveTextContent(P.position('10.352450', '-84.480640', '6'));
    expect(await within(items[0]!).findByText(/^Dentro del límite aprobado, a \d+ m del borde$/)).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/Fuera del límite aprobado, a 2\d\d m de él/);
    expect(items[2]).toHaveTextContent(P.noPosition);
    expect(items[2]).not.toHaveTextContent(/límite/);
    // the two located photos, numbered as in the list, over the boundary
    const map = await within(section).findByRole('region', { name: MAP.boundaryLabel(P.mapName('Finca El Roble')) }, { timeout: 10_000 });
    await waitFor(() => expect(map.querySelectorAll('.map-mark')).toHaveLength(2));
    expect([...map.querySelectorAll('.map-mark')].map((m) => [m.textContent, m.getAttribute('title')])).toEqual([
      ['1', P.mark(1, formatDateTime(photos[0]!.takenAt))],
      ['2', P.mark(2, formatDateTime(photos[1]!.takenAt))],
    ]);
  });

  it('says when the property has no approved boundary to place them against', async () => {
    mockApi({ 'GET /api/appointments/21': { body: { ...appointment, photos } }, 'GET /api/properties/12/boundary': boundary(false) });
    renderFromList();
    expect(await screen.findByText(P.noBoundary)).toBeInTheDocument();
    expect(screen.queryByText(/límite aprobado, a/)).not.toBeInTheDocument();
  });

  it('asks nothing more for a visit without photos', async () => {
    const { requests } = mockApi({ 'GET /api/appointments/21': { body: appointment } });
    renderFromList();
    expect(await screen.findByRole('button', { name: T.save })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: P.title })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/boundary'))).toBe(false);
  });
});

describe('/Citas/Solicitudes (spec §2, §8)', () => {
  const request: VisitRequest = {
    id: 5,
    sheetNumber: '2-123456-000',
    fullAddress: '1 km al norte, Quesada, San Carlos, Alajuela',
    ownerFullName: 'Ana Mora',
    visitationAmount: 2,
    visitationCost: 35_000,
    totalAmount: 70_000,
    dateCreated: '2026-11-19T15:00:00.000Z',
    certificationCIARGO: { url: '/api/extravisitations/5/files/1', name: 'ciagro.png' },
    paymentVoucher: { url: '/api/extravisitations/5/files/2', name: 'pago.jpg' },
    status: 'Solicitada',
    propertyId: 12,
  };

  it('accepts a request and reloads; a refusal shows only in the error list', async () => {
    const user = userEvent.setup({ delay: null });
    let decided = false;
    const { requests } = mockApi({
      'GET /api/extravisitations': () => ({ body: [{ ...request, status: decided ? 'Aceptada' : 'Solicitada' }], headers: { [TOTAL_RECORDS_HEADER]: '1' } }),
      'PUT /api/extravisitations/accept/5': () => {
        decided = true;
        return { body: {} };
      },
      'PUT /api/extravisitations/reject/5': { status: 409, body: { status: 409, title: VISIT_MSG.requestClosed } },
    });
    renderScreen(<VisitRequestsPage />, '/Citas/Solicitudes');
    expect(await screen.findByRole('link', { name: `${R.certificate}: ciagro.png` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${R.voucher}: pago.jpg` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${R.reject} 5` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`409 - ${VISIT_MSG.requestClosed}`);

    // a person presses Aceptar once its spinner is gone
    await waitFor(() => expect(screen.getByRole('button', { name: `${R.accept} 5` })).not.toHaveAttribute('aria-busy'));
    await user.click(screen.getByRole('button', { name: `${R.accept} 5` }));
    expect(await screen.findByText('Aceptada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${R.accept} 5` })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => new URL(r.url).pathname)).toEqual(['/api/extravisitations/reject/5', '/api/extravisitations/accept/5']);
  });

  it('keeps the decision, both files, the total and the status in view on a wide screen, the rest in the row’s expansion', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/extravisitations': { body: [request], headers: { [TOTAL_RECORDS_HEADER]: '1' } } });
    renderScreen(<VisitRequestsPage />, '/Citas/Solicitudes');
    const row = (await screen.findByRole('button', { name: `${R.accept} 5` })).closest('tr')!;
    // below 1280 px the row shows these; from 1280 px every column the spec names
    expect(listHeaders(screen.getByRole('table')).narrow).toEqual([R.owner, R.total, R.certificate, R.voucher, R.status, LIST_TEXTS.actions]);
    expect(listHeaders(screen.getByRole('table')).wide).toEqual([R.owner, R.sheetNumber, R.address, R.count, R.cost, R.total, R.date, R.certificate, R.voucher, R.status, LIST_TEXTS.actions]);
    expectListFits(screen.getByRole('table'));
    for (const name of [`${R.accept} 5`, `${R.reject} 5`]) expect(within(row).getByRole('button', { name }).closest('td')).toHaveClass('list-table__sticky');
    expect(within(row).getByText('Solicitada').closest('td')).toHaveClass('list-table__sticky');
    expect(within(row).getByRole('link', { name: `${R.certificate}: ciagro.png` })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `${R.voucher}: pago.jpg` })).toBeInTheDocument();
    expect(row).toHaveTextContent(formatColones(70_000).replace(/\s/g, ' '));

    await user.click(within(row).getByRole('button', { name: 'Expandir fila' }));
    const expansion = row.nextElementSibling as HTMLElement;
    for (const text of [R.sheetNumber, '2-123456-000', R.address, request.fullAddress, R.count, '2', R.cost, formatColones(35_000).replace(/\s/g, ' '), R.date, formatDateTime(request.dateCreated)]) {
      expect(within(expansion).getByText(text)).toBeInTheDocument();
    }
  });

  it('shows each request as a card with its owner, status, files and decision on a phone', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/extravisitations': { body: [request], headers: { [TOTAL_RECORDS_HEADER]: '1' } } });
    renderScreen(<VisitRequestsPage />, '/Citas/Solicitudes');
    const card = await findCard('Ana Mora');
    expect(within(card).getByText('Solicitada')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `${R.accept} 5` })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `${R.reject} 5` })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${R.voucher}: pago.jpg` })).toBeInTheDocument();
    expect(within(card).getByText(formatDateTime(request.dateCreated))).toBeInTheDocument();
  });
});
