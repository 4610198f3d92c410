import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OriginLedger } from '@portal/shared-api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared-api/client';
import { chooseOption, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { OriginPage } from '../projects/origin-page';
import { person, signInAsRegent } from '../testing';
import { TEXTS } from '../texts';
import { deviceDb, type OutboxOrigin } from './device-store';
import { startOfflineReading, useOfflineState } from './offline-reading';
import { sendOutbox } from './outbox';
import { OutboxPage } from './outbox-page';

const O = TEXTS.origin;

const ledger: OriginLedger = {
  propertyId: 1,
  propertyName: 'Finca El Roble',
  certificateStatus: 'Vigente',
  validUntil: '2027-09-12T15:00:00.000Z',
  canIssue: true,
  boundaryVersion: 1,
  periods: [{ id: 4, startsAt: '2026-09-12T15:00:00.000Z', endsAt: '2027-09-12T15:00:00.000Z', current: true, authorised: 320, issued: 308, annulled: 30, remaining: 12, count: 5 }],
};

beforeAll(() => startOfflineReading());
beforeEach(async () => {
  await (await deviceDb()).clear('outbox');
  useOfflineState.setState({ offline: false, keptAt: null });
  signInAsRegent(12);
});

describe('an origin certificate issued without a signal (/DashboardRegent/Origen/{id})', () => {
  it('is kept on the phone with its key, from the ledger read with a signal, and issued once when the signal returns', async () => {
    // the ledger was kept with a signal; now nothing answers
    mockApi({ 'GET /api/origin/ledger/1': { body: ledger }, 'GET /api/origin/property/1': listPage([]), 'GET /api/users/licence': { body: { licenceNumber: null } } });
    const online = renderScreen(<OriginPage />, '/DashboardRegent/Origen/:id', '/DashboardRegent/Origen/1');
    expect(await screen.findByRole('button', { name: O.submit })).toBeInTheDocument();
    online.unmount();
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    useOfflineState.setState({ offline: true, keptAt: null });

    const user = person();
    const { router } = renderScreen(<OriginPage />, '/DashboardRegent/Origen/:id', '/DashboardRegent/Origen/1');
    expect(await screen.findByText(O.offline)).toBeInTheDocument();
    await chooseOption(user, O.species, 'Melina (Gmelina arborea)');
    await user.type(screen.getByLabelText(O.volume), '3,25');
    await user.click(screen.getByRole('radio', { name: 'Madera escuadrada' }));
    fireEvent.change(screen.getByLabelText(O.harvestFrom), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText(O.harvestTo), { target: { value: '2026-11-25' } });
    await user.click(screen.getByRole('button', { name: O.submitOffline }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(O.confirmOffline);
    await user.click(within(dialog).getByRole('button', { name: O.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/DashboardRegent/Pendientes'));

    const [kept] = (await (await deviceDb()).getAll('outbox')) as OutboxOrigin[];
    expect(kept).toMatchObject({
      kind: 'origin',
      owner: 12,
      propertyId: 1,
      propertyLabel: 'Finca El Roble',
      status: 'waiting',
      issue: { propertyId: 1, productForm: 'escuadrada', species: [{ code: 'melina', scientificName: 'Gmelina arborea', commonName: 'Melina', volume: 3.25 }] },
    });

    // the signal returns: issued with the kept key; its answer lost, sent again with the same key (the server answers once)
    let calls = 0;
    const { requests } = mockApi({
      'POST /api/origin': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: { number: 'CO-2026-000042' } };
      },
    });
    useOfflineState.setState({ offline: false, keptAt: null });
    await sendOutbox();
    expect((await (await deviceDb()).get('outbox', kept!.id!))!.status).toBe('waiting');
    await sendOutbox();
    const sent = (await (await deviceDb()).get('outbox', kept!.id!)) as OutboxOrigin;
    expect(sent).toMatchObject({ status: 'sent', number: 'CO-2026-000042' });
    const keys = requests.filter((request) => request.method === 'POST').map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toEqual([kept!.key, kept!.key]);

    // the outbox says what it became, and opens its public page
    renderScreen(<OutboxPage />, '/DashboardRegent/Pendientes');
    const item = await screen.findByRole('listitem', { name: TEXTS.outbox.originOf('Finca El Roble') });
    expect(item).toHaveTextContent(TEXTS.outbox.originSummary('Melina 3,250 m³', 'Madera escuadrada'));
    expect(within(item).getByRole('link', { name: /^Emitido como CO-2026-000042 el / })).toHaveAttribute('href', '/Origen/CO-2026-000042');
  });
});
