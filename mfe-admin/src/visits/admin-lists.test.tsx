import { screen, within } from '@testing-library/react';
import { APPOINTMENT_STATUS, REPORT_TYPES, type GroupCertification } from '@portal/shared-api';
import { LIST_TEXTS, QR_TEXTS, formatDateTime } from '@portal/shared-ui';
import { appointment, listPage, propertyItem, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { AdminVisitsPage } from './admin-visits-pages';
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
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', V.sheetNumber, V.address, V.owner, V.date, V.notes, V.status]);
    const row = screen.getByRole('link', { name: `${V.open} 21` }).closest('tr')!;
    for (const text of ['2-123456-000', '1 km al norte de la plaza', 'Ana Mora', formatDateTime(reported.appointmentStart), 'Linderos revisados', APPOINTMENT_STATUS.regentApproved]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
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

  it('lists the group certificates with the QR of, and a link to, /PerfilInscripcion/{id}', async () => {
    const group: GroupCertification = {
      id: 8,
      fullName: 'Cooperativa Forestal del Norte R.L.',
      identification: '3-004-654321',
      category: 'Terrenos grupales',
      propertiesCount: 4,
      dateApproved: '2026-10-20T15:00:00.000Z',
    };
    mockApi({ 'GET /api/properties/groupedcertifications': page([group]) });
    renderScreen(<GroupCertifiedPage />, '/Propiedades/CertificadasGrupales');
    expect(screen.getByRole('heading', { name: C.groupTitle })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: QR_TEXTS.label(group.fullName) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: C.profile })).toHaveAttribute('href', '/PerfilInscripcion/8');
    const row = screen.getByRole('link', { name: C.profile }).closest('tr')!;
    for (const text of ['3-004-654321', 'Terrenos grupales', '4', formatDateTime(group.dateApproved)]) expect(within(row).getByText(text)).toBeInTheDocument();
  });
});
