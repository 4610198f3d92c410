import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPOINTMENT_STATUS, REPORT_TYPES, type Appointment } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { LIST_TEXTS, formatDateTime } from '@portal/shared-ui';
import { appointment, expectListFits, findCard, listPage, propertyItem, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { PropertyVisitsPage, VisitResultPage } from '../visits/property-visits-page';
import { PropertyReportPage } from './property-lists';

const [ORDINARY_REPORT] = REPORT_TYPES;

const P = TEXTS.properties;
const V = TEXTS.propertyVisits;
const R = TEXTS.visitResult;

const farm = propertyItem();
const visit = (overrides: Partial<Appointment> = {}) =>
  appointment({ appointmentStatus: APPOINTMENT_STATUS.approved, reportStatus: ORDINARY_REPORT, ...overrides });
const page = listPage;

beforeEach(() => signInAs('Cliente', ['Cliente'], 'Ana Mora', 'ana@example.cr'));

describe('/Informes "Informe de mis Propiedades" (spec §2)', () => {
  it('lists each property with its place and available visits, opening its visits', async () => {
    const { requests } = mockApi({ 'GET /api/properties/myproperties': page([farm]) });
    renderScreen(<PropertyReportPage />, '/Informes');
    expect(screen.getByRole('heading', { name: P.reportTitle })).toBeInTheDocument();
    const open = await screen.findByRole('link', { name: `${P.open}: Finca El Roble` });
    expect(open).toHaveAttribute('href', '/Propiedades/CitasPropiedad/12');
    const row = open.closest('tr')!;
    for (const text of ['Finca El Roble', '2-123456-000', 'Alajuela', 'San Carlos', 'Quesada', '2']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(open.closest('td')).toHaveClass('list-table__sticky');
    expectListFits(screen.getByRole('table'));
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Expandir fila' }));
    expect(within(row.nextElementSibling as HTMLElement).getByText('1 km al norte de la plaza')).toBeInTheDocument();
    expect(new URL(requests[0]!.url).searchParams.get('page')).toBe('1');
  });

  it('on a phone shows each property as a card with its place, visits and Abrir', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/properties/myproperties': page([farm]) });
    renderScreen(<PropertyReportPage />, '/Informes');
    const card = await findCard('Finca El Roble');
    for (const text of ['2-123456-000', 'Alajuela', 'San Carlos', 'Quesada', '1 km al norte de la plaza', '2']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${P.open}: Finca El Roble` })).toHaveAttribute('href', '/Propiedades/CitasPropiedad/12');
  });

  it('says when the client has no property yet', async () => {
    mockApi({ 'GET /api/properties/myproperties': page([]) });
    renderScreen(<PropertyReportPage />, '/Informes');
    expect(await screen.findByText(LIST_TEXTS.empty)).toBeInTheDocument();
  });
});

describe('/Propiedades/CitasPropiedad/{id} (spec §2)', () => {
  it('lists the property’s visits, each opening its result', async () => {
    mockApi({ 'GET /api/appointments/appointmentsbyproperty/12': page([visit(), visit({ id: 10, appointmentStatus: APPOINTMENT_STATUS.pending, reportStatus: null, notes: null })]) });
    renderScreen(<PropertyVisitsPage />, '/Propiedades/CitasPropiedad/:id', '/Propiedades/CitasPropiedad/12');
    expect(screen.getByRole('heading', { name: V.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `${P.open} 9` })).toHaveAttribute('href', '/CitasCliente/9');
    const second = screen.getByRole('link', { name: `${P.open} 10` }).closest('tr')!;
    expect(within(second).getByText(APPOINTMENT_STATUS.pending)).toBeInTheDocument();
    expect(within(second).getByText('Luis Brenes')).toBeInTheDocument();
    expect(within(second).getByText(formatDateTime('2026-11-03T14:00:00.000Z'))).toBeInTheDocument();
    expect(within(second).getByText(APPOINTMENT_STATUS.pending).closest('td')).toHaveClass('list-table__sticky');
    expect(within(second).getByRole('link', { name: `${P.open} 10` }).closest('td')).toHaveClass('list-table__sticky');
    expectListFits(screen.getByRole('table'));
  });

  it('on a phone shows each visit as a card with its date, status, regent and Abrir', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/appointments/appointmentsbyproperty/12': page([visit({ id: 10, appointmentStatus: APPOINTMENT_STATUS.pending, reportStatus: null })]) });
    renderScreen(<PropertyVisitsPage />, '/Propiedades/CitasPropiedad/:id', '/Propiedades/CitasPropiedad/12');
    const card = await findCard(formatDateTime('2026-11-03T14:00:00.000Z'));
    expect(within(card).getByText(APPOINTMENT_STATUS.pending)).toBeInTheDocument();
    expect(within(card).getByText('Luis Brenes')).toBeInTheDocument();
    expect(within(card).getByText('Revisión de linderos')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${P.open} 10` })).toHaveAttribute('href', '/CitasCliente/10');
  });
});

describe('/CitasCliente/{id} (spec §2)', () => {
  it('reads the address, regent, notes and the result of visit and report; Aceptar goes home', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/appointments/9': { body: visit() } });
    const { router } = renderScreen(<VisitResultPage />, '/CitasCliente/:id', '/CitasCliente/9');
    expect(await screen.findByText('1 km al norte de la plaza')).toBeInTheDocument();
    expect(screen.getByText('Quesada, San Carlos, Alajuela')).toBeInTheDocument();
    expect(screen.getByText('Luis Brenes')).toBeInTheDocument();
    expect(screen.getByText('Revisión de linderos')).toBeInTheDocument();
    expect(screen.getByText(`${APPOINTMENT_STATUS.approved} — Informe Ordinario`)).toBeInTheDocument();
    // read-only: nothing to type in
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: R.accept }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server’s refusal for a visit that is not the client’s', async () => {
    mockApi({ 'GET /api/appointments/9': { status: 404, body: { status: 404, title: 'No encontrado' } } });
    renderScreen(<VisitResultPage />, '/CitasCliente/:id', '/CitasCliente/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('404 - No encontrado');
  });
});
