import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { APPOINTMENT_STATUS, VISIT_MSG } from '@portal/shared-api';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { RegisterVisitPage } from '../projects/register-visit-page';
import { person, signInAsRegent } from '../testing';
import { TEXTS } from '../texts';
import { deviceDb, type OutboxVisit } from './device-store';
import { startOfflineReading, useOfflineState } from './offline-reading';

const F = TEXTS.fieldVisit;
const photo = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

/** The camera's file input behind the "Tomar foto" button (the button opens it; jsdom has no camera to open). */
const cameraInput = () => document.querySelector<HTMLInputElement>('input[type="file"][capture="environment"]')!;

/** The phone's GPS, as the browser hands it to the page. */
function gpsAt(position: { latitude: number; longitude: number; accuracy: number } | null) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        position ? ok({ coords: position, timestamp: Date.now() } as GeolocationPosition) : fail({ code: 1, message: 'denegado' } as GeolocationPositionError),
    },
  });
}

beforeAll(() => startOfflineReading());
beforeEach(async () => {
  await (await deviceDb()).clear('outbox');
  useOfflineState.setState({ offline: false, keptAt: null });
  signInAsRegent(12);
});

describe('a visit registered without a signal (/DashboardRegent/InscripcionVisita/{id})', () => {
  it('takes the result, the report and camera photos stamped with time and GPS, and keeps them all in the outbox', async () => {
    gpsAt({ latitude: 10.3392, longitude: -84.41047, accuracy: 45 });
    // the property was kept with a signal; now nothing answers
    mockApi({ 'GET /api/properties/item/1': { body: { id: 1, sheetNumber: '2-345678-000', customerName: 'José Pablo Rojas Araya', province: 'Alajuela', canton: 'San Carlos', district: 'Quesada', fantasyName: 'Finca El Roble', address: 'Camino a Sucre', visitationAmount: 2, visitationCost: 25000, inscriptionId: 1, isGroup: false, certificateStatus: 'Vigente', validUntil: null } } });
    const online = renderScreen(<RegisterVisitPage />, '/DashboardRegent/InscripcionVisita/:id', '/DashboardRegent/InscripcionVisita/1');
    expect(await screen.findByText('Finca El Roble')).toBeInTheDocument();
    online.unmount();
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;

    const user = person();
    const { router } = renderScreen(<RegisterVisitPage />, '/DashboardRegent/InscripcionVisita/:id', '/DashboardRegent/InscripcionVisita/1');
    expect(await screen.findByRole('heading', { name: F.title })).toBeInTheDocument();
    expect(await screen.findByText('Finca El Roble')).toBeInTheDocument();
    // nothing chosen: the same checks as with a signal
    await user.click(screen.getByRole('button', { name: F.submit }));
    expect(await screen.findByText(VISIT_MSG.resultMissing)).toBeInTheDocument();
    expect(screen.getByText(VISIT_MSG.reportMissing)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: APPOINTMENT_STATUS.regentRejected }));
    await user.type(screen.getByLabelText(TEXTS.registerVisit.notes), 'Tocones sin respaldo');
    await user.upload(screen.getByLabelText(TEXTS.visit.reports, { selector: 'input' }), new File(['%PDF-1.4'], 'informe.pdf', { type: 'application/pdf' }));
    await user.upload(cameraInput(), [photo('lote-norte.png'), photo('tocones.png')]);
    expect(await screen.findByText('lote-norte.png')).toBeInTheDocument();
    expect(screen.getAllByText(F.photoWhere(10.3392, -84.41047, 45))).toHaveLength(2);
    // a weak fix is said, so the regent can wait and take another
    expect(screen.getAllByText(F.photoLowAccuracy(45))).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: F.removePhoto('tocones.png') }));

    await user.click(screen.getByRole('button', { name: F.submit }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/DashboardRegent/InscripcionVisita/1'));
    const [kept] = (await (await deviceDb()).getAll('outbox')) as OutboxVisit[];
    expect(kept).toMatchObject({ kind: 'visit', owner: 12, propertyId: 1, propertyLabel: '2-345678-000', status: 'waiting', result: APPOINTMENT_STATUS.regentRejected, notes: 'Tocones sin respaldo' });
    expect(kept!.reports.map((f) => f.name)).toEqual(['informe.pdf']);
    expect(kept!.photos.map((p) => [p.name, p.capture.latitude, p.capture.accuracy])).toEqual([['lote-norte.png', 10.3392, 45]]);
    expect(kept!.photos[0]!.bytes.byteLength).toBe(8);
  });

  it('stamps a photo without a position when the GPS is denied', async () => {
    gpsAt(null);
    useOfflineState.setState({ offline: true, keptAt: null });
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const user = person();
    renderScreen(<RegisterVisitPage />, '/DashboardRegent/InscripcionVisita/:id', '/DashboardRegent/InscripcionVisita/1');
    await screen.findByRole('button', { name: F.takePhoto });
    await user.upload(cameraInput(), photo('sin-gps.png'));
    expect(await screen.findByText(F.photoNoPosition)).toBeInTheDocument();
  });
});
