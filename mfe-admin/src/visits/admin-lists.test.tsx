import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPOINTMENT_STATUS, REPORT_TYPES, type GroupCertification } from '@portal/shared-api';
import { LIST_TEXTS, QR_TEXTS, formatDateTime } from '@portal/shared-ui';
import { appointment, expectListFits, findCard, listHeaders, listPage, propertyItem, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { AdminVisitsPage } from './admin-visits-list-page';
import { GroupCertifiedPage, IndividualCertifiedPage } from './certified-pages';

const [ORDINARY_REPORT] = REPORT_TYPES;

const V = TEXTS.visits;
const C = TEXTS.certified;
const page = listPage;

const reported = appointment({ id: 21, appointmentStatus: APPOINTMENT_STATUS.regentApproved, reportStatus: ORDINARY_REPORT, notes: 'Linderos revisados', canReview: true });

describe('/Citas/CitasAdministrador "Visitas Realizadas" (spec §2)', () => {
  it('shows open link, farm number, address, owner, date, notes and status', async () => {
    mockApi({ 'GET /api/appointments/adminappointments': page([reported]) });
    renderScreen(<AdminVisitsPage />, '/Citas/CitasAdministrador');
    expect(screen.getByRole('heading', { name: V.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `${V.open} 21` })).toHaveAttribute('href', '/CitasAdmin/21');
    // below 1280 px the row shows these; from 1280 px every column the spec names
    expect(listHeaders(screen.getByRole('table')).narrow).toEqual([V.sheetNumber, V.owner, V.date, V.notes, V.status, LIST_TEXTS.actions]);
    expect(listHeaders(screen.getByRole('table')).wide).toEqual([V.sheetNumber, V.address, V.owner, V.date, V.notes, V.status, LIST_TEXTS.actions]);
    expectListFits(screen.getByRole('table'));
    const row = screen.getByRole('link', { name: `${V.open} 21` }).closest('tr')!;
    expect(within(row).getByRole('link', { name: `${V.open} 21` }).closest('td')).toHaveClass('list-table__sticky');
    for (const text of ['2-123456-000', 'Ana Mora', formatDateTime(reported.appointmentStart), 'Linderos revisados', APPOINTMENT_STATUS.regentApproved]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Expandir fila' }));
    expect(within(row.nextElementSibling as HTMLElement).getByText('1 km al norte de la plaza')).toBeInTheDocument();
  });

  it('shows each visit as a card with its farm, status, fields and Abrir on a phone', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/appointments/adminappointments': page([reported]) });
    renderScreen(<AdminVisitsPage />, '/Citas/CitasAdministrador');
    const card = await findCard('2-123456-000');
    expect(within(card).getByText(APPOINTMENT_STATUS.regentApproved)).toBeInTheDocument();
    for (const text of ['1 km al norte de la plaza', 'Ana Mora', 'Linderos revisados']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${V.open} 21` })).toHaveAttribute('href', '/CitasAdmin/21');
  });

  it('says when no regent has reported a visit', async () => {
    mockApi({ 'GET /api/appointments/adminappointments': page([]) });
    renderScreen(<AdminVisitsPage />, '/Citas/CitasAdministrador');
    expect(await screen.findByText(LIST_TEXTS.empty)).toBeInTheDocument();
  });
});

describe('certified properties (spec §2)', () => {
  it('lists the individual certificates with the QR of /PerfilPropiedad/{id}', async () => {
    const farm = propertyItem({ visitationAmount: 3 });
    mockApi({ 'GET /api/properties/certifiedproperties': page([farm]) });
    renderScreen(<IndividualCertifiedPage />, '/Propiedades/CertificadasIndividuales');
    expect(screen.getByRole('heading', { name: C.individualTitle })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: QR_TEXTS.label('Finca El Roble') })).toHaveAttribute('height', '512');
    expect(screen.getByRole('link', { name: 'Finca El Roble' })).toHaveAttribute('href', '/PerfilPropiedad/12');
    expect(screen.getByRole('searchbox', { name: LIST_TEXTS.search })).toBeInTheDocument();
  });

  const group: GroupCertification = {
    id: 8,
    fullName: 'Cooperativa Forestal del Norte R.L.',
    identification: '3-004-654321',
    category: 'Terrenos grupales',
    propertiesCount: 4,
    dateApproved: '2026-10-20T15:00:00.000Z',
  };

  it('lists the group certificates with the QR of, and a link to, /PerfilInscripcion/{id}', async () => {
    mockApi({ 'GET /api/properties/groupedcertifications': page([group]) });
    renderScreen(<GroupCertifiedPage />, '/Propiedades/CertificadasGrupales');
    expect(screen.getByRole('heading', { name: C.groupTitle })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: QR_TEXTS.label(group.fullName) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: C.profile })).toHaveAttribute('href', '/PerfilInscripcion/8');
    const row = screen.getByRole('link', { name: C.profile }).closest('tr')!;
    expect(within(row).getByRole('link', { name: C.profile }).closest('td')).toHaveClass('list-table__sticky');
    expectListFits(screen.getByRole('table'));
    for (const text of [group.fullName, 'Terrenos grupales', formatDateTime(group.dateApproved)]) expect(within(row).getByText(text)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Expandir fila' }));
    const expansion = row.nextElementSibling as HTMLElement;
    for (const text of [C.identification, '3-004-654321', C.properties, '4']) expect(within(expansion).getByText(text)).toBeInTheDocument();
  });

  it('on a phone shows each group certificate as a card with its QR and the link to its profile', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/properties/groupedcertifications': page([group]) });
    renderScreen(<GroupCertifiedPage />, '/Propiedades/CertificadasGrupales');
    const card = await findCard(group.fullName);
    expect(within(card).getByRole('img', { name: QR_TEXTS.label(group.fullName) })).toBeInTheDocument();
    for (const text of ['3-004-654321', 'Terrenos grupales', '4']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: C.profile })).toHaveAttribute('href', '/PerfilInscripcion/8');
  });
});
