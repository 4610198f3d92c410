import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, WATCH_MSG, type WatchList } from '@portal/shared-api';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setBrowserLanguages } from '../../../tools/jest/browser-language';
import { TEXTS } from '../texts';
import { publicText } from '../i18n/texts';
import { WatchListPage } from './watch-list-page';
import { WatchPage } from './watch-page';

const T = TEXTS.watch;
const L = T.list;
const TOKEN = 'a'.repeat(43);

const watched: WatchList = {
  email: 'compras@importadora.eu',
  certificates: [
    { propertyId: 12, sheetNumber: '2-345678-000', name: 'Finca El Roble', holder: 'José Pablo Rojas Araya', status: 'Vigente', since: '2026-09-13T14:00:00.000Z', validUntil: '2027-09-13T14:00:00.000Z', confirmed: true },
    { propertyId: 15, sheetNumber: null, name: 'Aserradero Maderas del Caribe', holder: 'Maderas del Caribe S.A.', status: 'Suspendida', since: '2026-11-20T14:00:00.000Z', validUntil: '2027-10-30T14:00:00.000Z', confirmed: false },
  ],
};

describe('/Alertas (beyond the spec)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("starts with the profile's certificate, checks the address, sends the numbers and says a confirmation was sent", async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({ 'POST /api/watchlist': { status: 202, body: { message: WATCH_MSG.sent } } });
    renderScreen(<WatchPage />, '/Alertas', '/Alertas?certificados=12');
    const numbers = screen.getByLabelText(new RegExp(T.certificates));
    expect(numbers).toHaveValue('12');
    await user.type(numbers, '\n2-401122-001, 15');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findAllByText(MSG.contactEmailInvalid)).not.toHaveLength(0);
    expect(requests).toHaveLength(0);
    await user.type(screen.getByLabelText(new RegExp(T.email)), 'compras@importadora.eu');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(WATCH_MSG.sent);
    expect(await requests[0]!.json()).toEqual({ email: 'compras@importadora.eu', certificates: ['12', '2-401122-001', '15'] });
  });

  it('shows which numbers name no certificate', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/watchlist': { status: 400, body: [WATCH_MSG.notFound(['99999'])] } });
    renderScreen(<WatchPage />, '/Alertas');
    await user.type(screen.getByLabelText(new RegExp(T.email)), 'compras@importadora.eu');
    await user.type(screen.getByLabelText(new RegExp(T.certificates)), '99999');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(WATCH_MSG.notFound(['99999']))).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

/** The watcher's page of a list that may be cancelled, the person saying yes when asked. */
function openCancellable() {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  mockApi({
    [`GET /api/watchlist/${TOKEN}`]: { body: watched },
    [`POST /api/watchlist/${TOKEN}/unsubscribe`]: { body: { message: WATCH_MSG.unsubscribed } },
  });
  renderScreen(<WatchListPage />, '/Alertas/:token', `/Alertas/${TOKEN}`);
}

describe('/Alertas/{token} (beyond the spec)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the watched certificates with their status, confirms those waiting, and removes one', async () => {
    const user = userEvent.setup();
    const confirmed = { ...watched, certificates: watched.certificates.map((c) => ({ ...c, confirmed: true })) };
    const { requests } = mockApi({
      [`GET /api/watchlist/${TOKEN}`]: { body: watched },
      [`POST /api/watchlist/${TOKEN}/confirm`]: { body: confirmed },
      [`DELETE /api/watchlist/${TOKEN}/certificates/15`]: { body: { ...confirmed, certificates: [confirmed.certificates[0]] } },
    });
    renderScreen(<WatchListPage />, '/Alertas/:token', `/Alertas/${TOKEN}`);
    const list = await screen.findByRole('list', { name: L.certificates });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: publicText('es', 'watch:list.certificate', { id: 12, name: 'Finca El Roble' }) })).toHaveAttribute('href', '/PerfilPropiedad/12');
    expect(within(items[1]!).getByText('Suspendida')).toBeInTheDocument();
    expect(within(items[1]!).getByText(L.notConfirmed)).toBeInTheDocument();
    expect(screen.getByText(publicText('es', 'watch:list.waiting', { count: 1 }))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: L.confirm }));
    expect(await screen.findByText(L.confirmed)).toBeInTheDocument();
    expect(screen.queryByText(L.notConfirmed)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: L.confirm })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: publicText('es', 'watch:list.removeOf', { id: 15 }) }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: L.certificates })).getAllByRole('listitem')).toHaveLength(1));
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `GET /api/watchlist/${TOKEN}`,
      `POST /api/watchlist/${TOKEN}/confirm`,
      `DELETE /api/watchlist/${TOKEN}/certificates/15`,
    ]);
  });

  it('cancels every alert after asking, and says so', async () => {
    const user = userEvent.setup();
    openCancellable();
    await user.click(await screen.findByRole('button', { name: L.cancelAll }));
    expect(window.confirm).toHaveBeenCalledWith(L.cancelQuestion);
    expect(await screen.findByRole('status')).toHaveTextContent(WATCH_MSG.unsubscribed);
    expect(screen.queryByRole('list', { name: L.certificates })).not.toBeInTheDocument();
  });

  it('says when the link is not one, or was cancelled', async () => {
    mockApi({ [`GET /api/watchlist/${TOKEN}`]: { status: 404, body: { status: 404, title: WATCH_MSG.unknown } } });
    renderScreen(<WatchListPage />, '/Alertas/:token', `/Alertas/${TOKEN}`);
    expect(await screen.findByText(WATCH_MSG.unknown, { exact: false })).toBeInTheDocument();
  });
});

describe('the watch list for a buyer abroad, in English (beyond the spec)', () => {
  beforeEach(() => setBrowserLanguages(['en-US', 'en']));
  afterEach(() => jest.restoreAllMocks());

  it("writes the watcher's page, its statuses and the API's messages in English", async () => {
    const user = userEvent.setup();
    openCancellable();
    const list = await screen.findByRole('list', { name: 'Watched certificates' });
    expect(list.closest('section')).toHaveAttribute('lang', 'en');
    expect(within(list).getByRole('link', { name: 'No. 12 · Finca El Roble' })).toHaveAttribute('href', '/PerfilPropiedad/12?lang=en');
    expect(screen.getByRole('link', { name: 'Add certificates' })).toHaveAttribute('href', '/Alertas?lang=en');
    expect(within(list).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('One certificate waits for your confirmation: we will not alert you about it until you confirm.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '?lang=es');
    await user.click(screen.getByRole('button', { name: 'Cancel all alerts' }));
    expect(window.confirm).toHaveBeenCalledWith('Cancel all your alerts? We will stop writing to you about these certificates.');
    expect(await screen.findByRole('status')).toHaveTextContent('Your alerts were cancelled: we will not write to you again.');
  });

  it('asks for alerts in English, with its checks in English', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/watchlist': { status: 202, body: { message: WATCH_MSG.sent } } });
    renderScreen(<WatchPage />, '/Alertas', '/Alertas?certificados=12');
    expect(await screen.findByRole('heading', { name: 'Certificate alerts by e-mail' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ask for alerts' }));
    expect(await screen.findByRole('alert', { name: 'Check the following fields' })).toBeVisible();
    expect((await screen.findAllByText('Write a valid e-mail address.')).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/Your e-mail address/), 'buyer@importer.eu');
    await user.click(screen.getByRole('button', { name: 'Ask for alerts' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent you an e-mail to confirm. The alerts start when you open the link and confirm.');
  });

  it("shows the server's refusal in English, on its field", async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/watchlist': { status: 400, body: [WATCH_MSG.notFound(['99999'])] } });
    renderScreen(<WatchPage />, '/Alertas', '/Alertas');
    await user.type(await screen.findByLabelText(/Your e-mail address/), 'buyer@importer.eu');
    await user.type(screen.getByLabelText(/Certificates/), '99999');
    await user.click(screen.getByRole('button', { name: 'Ask for alerts' }));
    expect(await screen.findByRole('alert', { name: 'The form could not be sent' })).toHaveTextContent('No certificate was found with: 99999.');
  });
});
