import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_MSG, VISIT_MSG, type RegentItem } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { LIST_TEXTS, QR_TEXTS, formatColones, qrFileName } from '@portal/shared-ui';
import { chooseOption, expectListFits, findCard, listHeaders, listPage, propertyItem, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { AcceptedPropertiesPage, MyPropertiesPage } from '../properties/property-lists';
import { InvitePage } from '../regents/invite-pages';
import { AssignPage } from '../regents/assign-page';
import { RegentsPage } from '../regents/regents-pages';
import { BuyVisitsPage } from './buy-visits-page';
import { CreateVisitPage } from './create-visit-page';

const property = propertyItem();
const regent: RegentItem = { userId: 3, userFullName: 'Carlos Regente', userIdentifier: '109870654', phoneNumber: '8888-0000', email: 'regente@demo.cr' };
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const page = listPage;
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('/Propiedades/MisPropiedades (spec §2)', () => {
  it('gives the client visits, a new visit and more visits; the regent only a new visit', async () => {
    mockApi({ 'GET /api/properties/myproperties': page([property]) });
    signInAs('Cliente');
    const { unmount } = renderScreen(<MyPropertiesPage />, '/Propiedades/MisPropiedades');
    expect(await screen.findByRole('link', { name: `${TEXTS.properties.book}: Finca El Roble` })).toHaveAttribute('href', '/Propiedades/CrearCitaPropiedad/12');
    expect(screen.getByRole('link', { name: `${TEXTS.properties.visits}: Finca El Roble` })).toHaveAttribute('href', '/Propiedades/CitasPropiedad/12');
    expect(screen.getByRole('link', { name: `${TEXTS.properties.buy}: Finca El Roble` })).toHaveAttribute('href', '/Propiedades/ComprarVisitas/12');
    unmount();

    signInAs('Regente');
    renderScreen(<MyPropertiesPage />, '/Propiedades/MisPropiedades');
    expect(await screen.findByRole('link', { name: `${TEXTS.properties.book}: Finca El Roble` })).toHaveAttribute('href', '/Propiedades/CrearCitaRegente/12');
    expect(screen.queryByRole('link', { name: `${TEXTS.properties.buy}: Finca El Roble` })).not.toBeInTheDocument();
  });

  it('keeps the three links of a property fixed right on a wide screen, with the available visits in the row', async () => {
    const C = TEXTS.properties.columns;
    mockApi({ 'GET /api/properties/myproperties': page([property]) });
    signInAs('Cliente');
    renderScreen(<MyPropertiesPage />, '/Propiedades/MisPropiedades');
    const book = await screen.findByRole('link', { name: `${TEXTS.properties.book}: Finca El Roble` });
    const row = book.closest('tr')!;
    for (const name of [TEXTS.properties.book, TEXTS.properties.visits, TEXTS.properties.buy]) {
      expect(within(row).getByRole('link', { name: `${name}: Finca El Roble` }).closest('td')).toHaveClass('list-table__sticky');
    }
    // the client owns every row: the owner is a detail of the expansion
    // below 1280 px the row shows these; from 1280 px every column the spec names
    expect(listHeaders(screen.getByRole('table')).narrow).toEqual([C.fantasyName, C.sheetNumber, C.province, C.visitationAmount, LIST_TEXTS.actions]);
    expect(listHeaders(screen.getByRole('table')).wide).toEqual([C.fantasyName, C.sheetNumber, C.owner, C.province, C.visitationAmount, LIST_TEXTS.actions]);
    expectListFits(screen.getByRole('table'));
  });

  it('on a phone shows each property as a card with its three links', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/properties/myproperties': page([property]) });
    signInAs('Cliente');
    renderScreen(<MyPropertiesPage />, '/Propiedades/MisPropiedades');
    const card = await findCard('Finca El Roble');
    for (const name of [TEXTS.properties.book, TEXTS.properties.visits, TEXTS.properties.buy]) {
      expect(within(card).getByRole('link', { name: `${name}: Finca El Roble` })).toBeInTheDocument();
    }
    for (const text of ['2-123456-000', 'Alajuela', '1 km al norte de la plaza']) expect(within(card).getByText(text)).toBeInTheDocument();
  });

  it('shows each certified property with the QR of its public profile, downloadable under the farm’s name', async () => {
    mockApi({ 'GET /api/properties/myacceptedproperties': page([property]) });
    renderScreen(<AcceptedPropertiesPage />, '/Propiedades/MisPropiedadesAceptadas');
    const qr = await screen.findByRole('img', { name: QR_TEXTS.label('Finca El Roble') });
    expect(qr.tagName).toBe('CANVAS');
    expect(qr).toHaveAttribute('height', '512');
    expect(screen.getByRole('button', { name: QR_TEXTS.download })).toBeInTheDocument();
    expect(qrFileName('Finca El Roble')).toBe('Finca-El-Roble-QR.png');
    expect(qrFileName('Ñandú / 2-123')).toBe('Nandu-2-123-QR.png');
  });

  it('downloads the listed properties’ EU file, and says why when none has an approved boundary', async () => {
    const user = setup();
    const other = { ...property, id: 13, fantasyName: 'Finca La Quebrada' };
    const { requests } = mockApi({
      'GET /api/properties/myacceptedproperties': page([property, other]),
      'GET /api/properties/geojson': { status: 404, body: { status: 404, title: 'Ninguna de las propiedades indicadas tiene un límite aprobado que usted pueda descargar.' } },
    });
    renderScreen(<AcceptedPropertiesPage />, '/Propiedades/MisPropiedadesAceptadas');
    await screen.findByRole('img', { name: QR_TEXTS.label('Finca El Roble') });
    await user.click(screen.getByRole('button', { name: TEXTS.properties.euFile }));
    expect(await screen.findByRole('alert')).toHaveTextContent('404 - Ninguna de las propiedades indicadas tiene un límite aprobado');
    const asked = new URL(requests.find((r) => r.url.includes('/geojson'))!.url);
    expect(asked.searchParams.get('ids')).toBe('12,13');
  });
});

describe('/Propiedades/ComprarVisitas/{id} (spec §2, §5)', () => {
  it('totals quantity × visit cost in colones and sends both images', async () => {
    const user = setup();
    const { requests } = mockApi({ 'GET /api/properties/item/12': { body: property }, 'POST /api/extravisitations': { status: 201, body: {} } });
    const { router } = renderScreen(<BuyVisitsPage />, '/Propiedades/ComprarVisitas/:id', '/Propiedades/ComprarVisitas/12');
    const quantity = await screen.findByLabelText(TEXTS.buyVisits.quantity);
    const cost = screen.getByText(TEXTS.buyVisits.cost, { selector: 'dt' }).closest('div')!;
    expect(within(cost).getByText(plain(formatColones(35_000)))).toBeInTheDocument();
    expect(screen.getByText(plain(formatColones(35_000)), { selector: 'strong' })).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(screen.getByText(plain(formatColones(105_000)), { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.buyVisits.submit }));
    expect(screen.getAllByText(UPLOAD_MSG.fileRequired)).toHaveLength(2);
    await user.upload(screen.getByLabelText(TEXTS.buyVisits.certificate), new File(['x'], 'ciagro.png', { type: 'image/png' }));
    await user.upload(screen.getByLabelText(TEXTS.buyVisits.voucher), new File(['x'], 'pago.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: TEXTS.buyVisits.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const form = await requests.find((r) => r.method === 'POST')!.formData();
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      propertyId: '12',
      visitationAmount: '3',
      visitationCost: '35000',
      totalAmount: '105000',
      status: 'Solicitada',
    });
    expect((form.get('certificationCIARGO') as File).name).toBe('ciagro.png');
    expect((form.get('paymentVoucher') as File).name).toBe('pago.jpg');
  });
});

describe('/registro/Invitar (spec §5)', () => {
  it('gives the four invitation messages', async () => {
    const user = setup();
    const { requests } = mockApi({ 'POST /api/users/inviteuser': { body: {} } });
    signInAs('Cliente', ['Cliente'], 'Ana Mora', 'ana@example.cr');
    const { router } = renderScreen(<InvitePage />, '/registro/Invitar');
    const T = TEXTS.invite;
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByText(VISIT_MSG.inviteNameEmpty)).toBeInTheDocument();
    expect(screen.getByText(VISIT_MSG.inviteEmailEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText(T.name), 'Carlos');
    await user.type(screen.getByLabelText(T.email), 'carlos@');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByText(VISIT_MSG.inviteEmailFormat)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(T.email));
    await user.type(screen.getByLabelText(T.email), 'ANA@example.cr');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByText(VISIT_MSG.inviteOwnEmail)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.clear(screen.getByLabelText(T.email));
    await user.type(screen.getByLabelText(T.email), 'carlos@example.cr');
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await requests[0].json()).toEqual({ Name: 'Carlos', Email: 'carlos@example.cr' });
  });
});

describe('regents (spec §2, §8)', () => {
  it('shows the server’s refusal to add a regent in a dialog', async () => {
    const user = setup();
    mockApi({
      'GET /api/users/GetRegents': page([regent]),
      'POST /api/users/AddRegentToCustomer': { status: 409, body: { status: 409, title: VISIT_MSG.regentAlreadyAdded } },
    });
    renderScreen(<RegentsPage />, '/Usuarios/Regentes');
    await user.click(await screen.findByRole('button', { name: `${TEXTS.regents.add} Carlos Regente` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(VISIT_MSG.regentAlreadyAdded);
  });

  it('assigns properties with one switch each, then Guardar', async () => {
    const user = setup();
    const { requests } = mockApi({
      'GET /api/properties/assignedProperties': {
        body: [
          { id: 12, isAssigned: false, sheetNumber: '2-1', fantasyName: 'Finca El Roble', address: 'A' },
          { id: 13, isAssigned: true, sheetNumber: '2-2', fantasyName: 'Finca La Paz', address: 'B' },
        ],
      },
      'POST /api/properties/assignproperties': { body: {} },
    });
    const { router } = renderScreen(<AssignPage />, '/usuarios/Asignar/:email', '/usuarios/Asignar/regente%40demo.cr');
    await user.click(await screen.findByRole('switch', { name: 'Finca El Roble' }));
    await user.click(screen.getByRole('switch', { name: 'Finca La Paz' }));
    await user.click(screen.getByRole('button', { name: TEXTS.assign.save }));
    await waitFor(() => expect(router.state.location.pathname).not.toContain('Asignar'));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(new URL(post.url).searchParams.get('regentEmail')).toBe('regente@demo.cr');
    expect(await post.json()).toEqual([
      { id: 12, isAssigned: true },
      { id: 13, isAssigned: false },
    ]);
  });
});

describe('Crear Visita (spec §2, §4, §6)', () => {
  it('lets a client pick own property and own regent, and books today 8:00 for 30 minutes', async () => {
    const user = setup();
    const { requests } = mockApi({
      'GET /api/properties/myenabledproperties': { body: [property] },
      'GET /api/users/MyRegents': { body: [regent] },
      'POST /api/appointments': { body: 41 },
    });
    signInAs('Cliente');
    const { router } = renderScreen(<CreateVisitPage />, '/Propiedades/CrearCitaPropiedad/:id', '/Propiedades/CrearCitaPropiedad/12');
    // the property's details show once the properties have arrived
    await waitFor(() => expect(screen.getByText(TEXTS.createVisit.visitsLeft, { selector: 'dt' }).closest('div')).toHaveTextContent(`${TEXTS.createVisit.visitsLeft}2`));
    expect(screen.getByText('San Carlos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.createVisit.submit }));
    expect(screen.getByText(VISIT_MSG.regentMissing)).toBeInTheDocument();
    await chooseOption(user, TEXTS.createVisit.regent, 'Carlos Regente');
    await user.type(screen.getByLabelText(TEXTS.createVisit.notes), 'Revisar linderos');
    await user.click(screen.getByRole('button', { name: TEXTS.createVisit.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const body = (await requests.find((r) => r.method === 'POST')!.json()) as Record<string, string | number>;
    const start = new Date(body.AppointmentStart as string);
    expect([start.getHours(), start.getMinutes()]).toEqual([8, 0]);
    expect(start.toDateString()).toBe(new Date().toDateString());
    expect(new Date(body.AppointmentEnd as string).getTime() - start.getTime()).toBe(30 * 60_000);
    expect(body).toMatchObject({ CertifierId: 3, PropertyId: 12, Notes: 'Revisar linderos' });
  });

  it('gives a regent only themself as regent', async () => {
    mockApi({ 'GET /api/properties/regentproperties': { body: [property] } });
    signInAs('Regente', ['Regente'], 'Carlos Regente');
    renderScreen(<CreateVisitPage />, '/Propiedades/CrearCita');
    const regentSelect = await screen.findByLabelText(TEXTS.createVisit.regent);
    await waitFor(() => expect(regentSelect).toHaveDisplayValue('Carlos Regente'));
    expect(regentSelect).toBeDisabled();
    expect(within(document.body).queryByText(VISIT_MSG.regentMissing)).not.toBeInTheDocument();
  });
});
