import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENROLMENT_MSG } from '@portal/shared-api';
import { ENROLMENT_TEXTS, FORM_TEXTS, LIST_FIT_WIDTH, LIST_TEXTS, PAGE_FIT_WIDTH } from '@portal/shared-ui';
import { enrolmentDetail, enrolmentRow, expectListFits, findCard, getCard, listHeaders, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { AdminDisplayPage } from './admin-display-page';
import { EnrolmentListPage } from './enrolment-list-page';

const T = TEXTS.enrolments;

describe('admin enrolment lists (spec §2)', () => {
  const row = enrolmentRow({
    id: 9,
    fullName: 'Maderas del Norte S.A.',
    categoryName: 'Aserraderos',
    email: 'ventas@maderasnorte.cr',
    phoneNumber: '2460-9999',
    dateSolicited: '2026-10-10T15:00:00.000Z',
    status: 'Pagada',
    duration: 42,
    paymentVoucher: '/api/inscriptions/9/files/20',
  });

  it('titles the list Inscripciones, shows the spec columns and downloads the voucher on the paid list', async () => {
    const { requests } = mockApi({ 'GET /api/inscriptions/adminindexpayed': listPage([row]) });
    renderScreen(<EnrolmentListPage list="adminindexpayed" />, '/Inscripcion/AdminIndexPayed');
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `${T.view} 9` })).toHaveAttribute('href', '/Inscripcion/AdminDisplay/9');
    // below 1280 px the row shows these; from 1280 px every column the spec names
    expect(listHeaders(screen.getByRole('table')).narrow).toEqual([T.name, T.category, T.date, T.status, LIST_TEXTS.actions]);
    expect(listHeaders(screen.getByRole('table')).wide).toEqual([T.name, T.category, T.email, T.phone, T.date, T.modality, T.days, T.status, LIST_TEXTS.actions]);
    expectListFits(screen.getByRole('table'));
    const download = screen.getByRole('link', { name: T.download });
    expect(download).toHaveAttribute('href', '/api/inscriptions/9/files/20');
    expect(download.closest('td')).toHaveClass('list-table__sticky');
    expect(screen.getByText('Pagada').closest('td')).toHaveClass('list-table__sticky');
    expect(new URL(requests[0].url).pathname).toBe('/api/inscriptions/adminindexpayed');

    const tableRow = download.closest('tr')!;
    await userEvent.setup({ delay: null }).click(within(tableRow).getByRole('button', { name: 'Expandir fila' }));
    const expansion = tableRow.nextElementSibling as HTMLElement;
    for (const text of [T.email, 'ventas@maderasnorte.cr', T.phone, '2460-9999', T.modality, 'Individual', T.days, '42']) expect(within(expansion).getByText(text)).toBeInTheDocument();
  });

  it('on a phone shows each enrolment as a card with its name, status, Ver and the voucher download', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/inscriptions/adminindexpayed': listPage([row]) });
    renderScreen(<EnrolmentListPage list="adminindexpayed" />, '/Inscripcion/AdminIndexPayed');
    const card = await findCard('Maderas del Norte S.A.');
    expect(within(card).getByText('Pagada')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${T.view} 9` })).toHaveAttribute('href', '/Inscripcion/AdminDisplay/9');
    expect(within(card).getByRole('link', { name: T.download })).toBeInTheDocument();
    expect(within(card).getByText('ventas@maderasnorte.cr')).toBeInTheDocument();
  });
});

describe('/Inscripcion/AdminDisplay/{id} (spec §2, §4)', () => {
  it('offers only the actions of the state; sending for payment carries notes, the new price and the version, then home', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({
      'GET /api/inscriptions/display/7': { body: enrolmentDetail({ actions: ['sendforpay', 'remediate', 'reject'], version: 2, notes: 'Falta la cédula por detrás' }) },
      'PUT /api/inscriptions/sendforpay/7': { body: {} },
    });
    const { router } = renderScreen(<AdminDisplayPage />, '/Inscripcion/AdminDisplay/:id', '/Inscripcion/AdminDisplay/7');
    expect(await screen.findByRole('button', { name: T.labels.sendforpay })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.labels.remediate })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.labels.reject })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.labels.accept })).not.toBeInTheDocument();

    // the notes of an earlier action stay in the history, not in the new action
    expect(screen.getByLabelText(T.notes)).toHaveValue('');
    await user.type(screen.getByLabelText(T.notes), 'Documentos completos');
    const price = screen.getByLabelText(T.price);
    await user.clear(price);
    await user.type(price, '120000');
    // colones grouped the es-CR way as they are typed, after ₡
    expect(price).toHaveValue(new Intl.NumberFormat('es-CR').format(120_000));
    expect(price.closest('.plain-money')).toHaveTextContent('₡');
    await user.click(screen.getByRole('button', { name: T.labels.sendforpay }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Presentada → Pagar');
    await user.click(within(dialog).getByRole('button', { name: T.labels.sendforpay }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ flash: T.done(7, 'Pagar') });
    expect(await requests.find((r) => r.method === 'PUT')!.json()).toEqual({ notes: 'Documentos completos', price: 120000, version: 2 });
  });

  it('asks for a price above zero before confirming, on the price input', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({ 'GET /api/inscriptions/display/7': { body: enrolmentDetail({ actions: ['sendforpay'] }) } });
    renderScreen(<AdminDisplayPage />, '/Inscripcion/AdminDisplay/:id', '/Inscripcion/AdminDisplay/7');
    const price = await screen.findByLabelText(T.price);
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: T.labels.sendforpay }));
    const summary = await screen.findByRole('alert', { name: FORM_TEXTS.summaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(ENROLMENT_MSG.priceInvalid);
    await user.click(within(summary).getByRole('link', { name: FORM_TEXTS.summaryLink(T.price, ENROLMENT_MSG.priceInvalid) }));
    expect(price).toHaveFocus();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('shows the conflict when another administrator acted first', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/inscriptions/display/7': { body: enrolmentDetail({ status: 'Pagada', actions: ['accept', 'reject'] }) },
      'PUT /api/inscriptions/accept/7': { status: 409, body: { status: 409, title: ENROLMENT_MSG.concurrentChange } },
    });
    renderScreen(<AdminDisplayPage />, '/Inscripcion/AdminDisplay/:id', '/Inscripcion/AdminDisplay/7');
    await user.click(await screen.findByRole('button', { name: T.labels.accept }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.labels.accept }));
    expect(await screen.findByText(`409 - ${ENROLMENT_MSG.concurrentChange}`)).toBeInTheDocument();
  });

  it('shows the enrolment to review first and the decision after it', async () => {
    mockApi({ 'GET /api/inscriptions/display/7': { body: enrolmentDetail({ actions: ['remediate', 'reject'] }) } });
    renderScreen(<AdminDisplayPage />, '/Inscripcion/AdminDisplay/:id', '/Inscripcion/AdminDisplay/7');
    const decision = await screen.findByRole('heading', { name: T.actions });
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings.indexOf(T.actions)).toBeGreaterThan(headings.indexOf(ENROLMENT_TEXTS.history));
    expect(screen.getByText('Ana Mora Solís').compareDocumentPosition(decision) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on a phone shows the properties as cards, inside the screen', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/inscriptions/display/7': { body: enrolmentDetail({ actions: ['remediate'] }) } });
    renderScreen(<AdminDisplayPage />, '/Inscripcion/AdminDisplay/:id', '/Inscripcion/AdminDisplay/7');
    const properties = await screen.findByRole('table', { name: ENROLMENT_TEXTS.properties });
    // 13 columns inside a detail screen: 6 in the row, the rest in its expansion until 1600 px or Más datos, where
    // all of them fit the screen's 1168 px
    expect(parseFloat(properties.style.getPropertyValue('--table-width'))).toBeLessThanOrEqual(LIST_FIT_WIDTH);
    expect(parseFloat(properties.style.getPropertyValue('--all-width'))).toBeLessThanOrEqual(PAGE_FIT_WIDTH);
    expect(within(properties.closest('.list-table') as HTMLElement).getByRole('switch', { name: LIST_TEXTS.moreData })).toBeInTheDocument();
    const card = getCard('2-123456-000', properties);
    expect(card.querySelector('.list-table__title')).toHaveTextContent('2-123456-000');
    expect(card.querySelector(`td[data-label="${ENROLMENT_TEXTS.columns.volume}"]`)).toHaveTextContent('80');
    expect(within(card).getByText('1 km al norte de la plaza')).toBeInTheDocument();
    expect(document.querySelector('.ant-table')).toBeNull();
  });

  it('says when the state allows no action', async () => {
    mockApi({ 'GET /api/inscriptions/display/7': { body: enrolmentDetail({ status: 'Aceptada', actions: [] }) } });
    renderScreen(<AdminDisplayPage />, '/Inscripcion/AdminDisplay/:id', '/Inscripcion/AdminDisplay/7');
    expect(await screen.findByText(T.noActions)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.labels.reject })).not.toBeInTheDocument();
  });
});
