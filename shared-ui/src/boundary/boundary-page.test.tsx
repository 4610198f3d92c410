import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOUNDARY_STATUS, type BoundaryShare, type BoundaryVersion, type PropertyBoundary } from '@portal/shared-api';
import { BOUNDARY_MSG, boundaryOutline, type BoundaryGeometry } from '@portal/shared-api/geo';
import { signInAs } from '@portal/shared-auth/test-token';
import { mockApi } from '../../../tools/jest/mock-api';
import { formatDateTime } from '../format';
import { chooseOption, renderScreen } from '../testing';
import { BoundaryPage } from './boundary-screen';
import { MAP_TEXTS } from '../map';
import { PROPERTY_TEXTS } from '../property/texts';
import { BOUNDARY_TEXTS as T } from './texts';

const FARM = [[-84.4105, 10.3392], [-84.4075, 10.3392], [-84.4075, 10.3421], [-84.4105, 10.3421], [-84.4105, 10.3392]];

/** The outline the server draws for a version's geometry. */
const drawn = (geometry: BoundaryVersion['geometry']): BoundaryVersion['outline'] => {
  const outline = boundaryOutline(geometry as BoundaryGeometry);
  return { viewBox: outline.viewBox, paths: outline.paths, point: outline.point ?? null, sideMetres: outline.sideMetres };
};

const version = (overrides: Partial<BoundaryVersion> = {}): BoundaryVersion => ({
  version: 1,
  status: BOUNDARY_STATUS.approved,
  geometry: { type: 'Polygon', coordinates: [FARM] },
  outline: drawn(overrides.geometry ?? { type: 'Polygon', coordinates: [FARM] }),
  areaHectares: 10.42,
  bbox: [-84.4105, 10.3392, -84.4075, 10.3421],
  centroid: [-84.409, 10.34065],
  vertices: 5,
  method: 'gps',
  crs: 'wgs84',
  sourceName: null,
  accuracyMetres: 3.8,
  proposedBy: 'Carolina Jiménez',
  proposedAt: '2026-10-18T15:00:00.000Z',
  decidedBy: 'Andrea Vargas',
  decidedAt: '2026-10-20T15:00:00.000Z',
  note: null,
  ...overrides,
});

const boundary = (overrides: Partial<PropertyBoundary> = {}): PropertyBoundary => ({
  propertyId: 31,
  propertyName: 'Finca El Roble',
  place: 'Quesada, San Carlos, Alajuela',
  certified: true,
  enrolledHectares: 10,
  public: false,
  approved: null,
  pending: null,
  history: [],
  canPropose: false,
  canDecide: false,
  canPublish: false,
  ...overrides,
});

const open = () => renderScreen(<BoundaryPage />, '/limite/:id', '/limite/31');
const URL_OF = '/api/properties/31/boundary';

describe('a property boundary page', () => {
  it('lets the regent type coordinates, offers the fix for swapped axes, and sends the checked boundary', async () => {
    signInAs('Regente');
    const user = userEvent.setup();
    const { requests } = mockApi({
      [`GET ${URL_OF}`]: { body: boundary({ canPropose: true }) },
      [`POST ${URL_OF}`]: { status: 201, body: { version: 1 } },
    });
    open();
    await user.click(await screen.findByRole('button', { name: T.tabs.typed }));
    // longitude first: each line is read as "latitud, longitud", so the pair comes out swapped
    await user.type(screen.getByLabelText(T.typed.label), FARM.slice(0, 4).map(([lon, lat]) => `${lon}, ${lat}`).join('\n'));
    await user.click(screen.getByRole('button', { name: T.typed.read }));
    const check = await screen.findByRole('region', { name: T.checkTitle });
    expect(within(check).getByText(BOUNDARY_MSG.swappedAxes)).toBeVisible();
    expect(within(check).getByRole('button', { name: T.submit })).toBeDisabled();
    await user.click(within(check).getByRole('button', { name: T.swapFix }));
    expect(await within(check).findByText(T.checkOk)).toBeVisible();
    // the candidate on the map (Leaflet's chunk), its vertices editable
    expect(await within(check).findByRole('region', { name: MAP_TEXTS.boundaryLabel('Finca El Roble') })).toBeVisible();
    expect(within(check).getByText(MAP_TEXTS.editHint)).toBeVisible();
    await user.click(within(check).getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.submitted(1))).toBeVisible();
    const sent = requests.find((r) => r.method === 'POST')!;
    expect(await sent.json()).toEqual({ geometry: { type: 'Polygon', coordinates: [FARM] }, method: 'coordenadas', crs: 'wgs84' });
  });

  it('walks the boundary with the GPS, asking before it keeps an inaccurate point', async () => {
    signInAs('Regente');
    const user = userEvent.setup();
    let report: PositionCallback = () => undefined;
    const fix = (lon: number, lat: number, accuracy: number) =>
      report({ coords: { longitude: lon, latitude: lat, accuracy } as GeolocationCoordinates, timestamp: Date.now() } as GeolocationPosition);
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { watchPosition: (success: PositionCallback) => ((report = success), 1), clearWatch: jest.fn() },
    });
    const { requests } = mockApi({
      [`GET ${URL_OF}`]: { body: boundary({ canPropose: true }) },
      [`POST ${URL_OF}`]: { status: 201, body: { version: 2 } },
    });
    open();
    await user.click(await screen.findByRole('button', { name: T.gps.start }));
    const add = screen.getByRole('button', { name: T.gps.add });
    for (const [i, [lon, lat]] of FARM.slice(0, 4).entries()) {
      fix(lon!, lat!, i === 2 ? 18 : 4);
      // the fix's accuracy is read out (the candidate's notices below are statuses too)
      expect(await screen.findByText(T.gps.accuracy(i === 2 ? '18' : '4'))).toHaveAttribute('role', 'status');
      await user.click(add);
      if (i === 2) {
        expect(screen.getByText(BOUNDARY_MSG.gpsInaccurate(18))).toBeVisible();
        await user.click(screen.getByRole('button', { name: T.gps.confirmAdd }));
      }
    }
    expect(screen.getByText(T.gps.points(4))).toBeVisible();
    await user.click(await screen.findByRole('button', { name: T.submit }));
    await screen.findByText(T.submitted(2));
    const sent = await requests.find((r) => r.method === 'POST')!.json();
    expect(sent).toEqual({ geometry: { type: 'Polygon', coordinates: [FARM] }, method: 'gps', crs: 'wgs84', accuracyMetres: 18 });
  });

  it('reads a KML file in the browser before anything is sent', async () => {
    signInAs('Regente');
    const user = userEvent.setup();
    mockApi({ [`GET ${URL_OF}`]: { body: boundary({ canPropose: true }) } });
    open();
    await user.click(await screen.findByRole('button', { name: T.tabs.file }));
    const kml = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>${FARM.map((p) => p.join(',')).join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`;
    await user.upload(screen.getByLabelText(T.file.label), new File([kml], 'finca.kml', { type: 'application/vnd.google-earth.kml+xml' }));
    expect(await screen.findByText(T.checkOk)).toBeVisible();
    await chooseOption(user, T.file.crs, 'CRTM05 (EPSG:5367, este y norte)');
    expect(await screen.findByText(T.checkOk)).toBeVisible();
  });

  it('lets an administrator approve the version under review, and return it only with a note', async () => {
    signInAs('Administrador');
    const user = userEvent.setup();
    const pending = version({ version: 2, status: BOUNDARY_STATUS.proposed, decidedAt: null, decidedBy: null });
    const { requests } = mockApi({
      [`GET ${URL_OF}`]: { body: boundary({ approved: version(), pending, history: [pending, version()], canDecide: true, canPropose: true }) },
      [`PUT ${URL_OF}/2`]: async (request) => {
        const body = await request.json();
        return body.decision === 'Devolver' && !body.note ? { status: 400, body: ['Indique al regente qué corregir al devolver el límite.'] } : { status: 204 };
      },
    });
    open();
    const review = await screen.findByText(T.pendingTitle);
    expect(review).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.giveBack }));
    expect(await screen.findByText('Indique al regente qué corregir al devolver el límite.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.approve }));
    expect(await screen.findByText(T.approved)).toBeVisible();
    const decisions = requests.filter((r) => r.method === 'PUT');
    expect(await decisions[1]!.json()).toEqual({ decision: 'Aprobar' });
  });

  it('shows the owner the approved boundary, its publication switch and the EU file', async () => {
    signInAs('Cliente');
    const user = userEvent.setup();
    const { requests } = mockApi({
      [`GET ${URL_OF}`]: { body: boundary({ approved: version(), history: [version()], canPublish: true }) },
      [`PUT ${URL_OF}/visibility`]: { status: 204 },
    });
    open();
    expect(await screen.findByText(T.approvedTitle)).toBeVisible();
    // in the approved version's facts and in its line of the versions
    expect(screen.getAllByText('10,42 ha')).toHaveLength(2);
    expect(screen.getByText('10.340650, -84.409000')).toBeVisible();
    expect(screen.getByRole('button', { name: T.euFile })).toBeVisible();
    expect(screen.getByRole('link', { name: PROPERTY_TEXTS.certificatePdf })).toHaveAttribute('href', '/api/properties/31/certificate.pdf');
    expect(screen.getByText(T.publicOff)).toBeVisible();
    expect(screen.queryByText(T.proposeTitle)).toBeNull();
    await user.click(screen.getByRole('switch'));
    expect(await screen.findByText(T.publicSaved(true))).toBeVisible();
    expect(await requests.find((r) => r.method === 'PUT')!.json()).toEqual({ public: true });
  });

  it('draws the outline the server sent, and shows a version kept on a phone before outlines came without one', async () => {
    signInAs('Regente');
    mockApi({ [`GET ${URL_OF}`]: { body: boundary({ approved: version(), history: [version()] }) } });
    const first = open();
    const drawnOutline = await screen.findByRole('img', { name: T.outlineLabel('Finca El Roble') });
    expect(drawnOutline.querySelector('path')).toHaveAttribute('d', version().outline.paths[0]);
    first.unmount();
    // an answer the regent's app kept for offline reading before this release: no outline, the rest as before
    const kept = { ...version() } as Partial<BoundaryVersion>;
    delete kept.outline;
    mockApi({ [`GET ${URL_OF}`]: { body: boundary({ approved: kept as BoundaryVersion, history: [kept as BoundaryVersion] }) } });
    open();
    expect(await screen.findByText(T.approvedTitle)).toBeVisible();
    expect(screen.getByText('10.340650, -84.409000')).toBeVisible();
    expect(screen.queryByRole('img', { name: T.outlineLabel('Finca El Roble') })).toBeNull();
  });

  it('lets the owner of a private boundary make a link for a buyer, see it once, and revoke it', async () => {
    signInAs('Cliente');
    const user = userEvent.setup();
    let shares: BoundaryShare[] = [];
    const url = 'http://localhost/api/properties/31/geojson?share=abc123';
    const { requests } = mockApi({
      [`GET ${URL_OF}`]: { body: boundary({ approved: version(), history: [version()], canPublish: true }) },
      [`GET ${URL_OF}/shares`]: () => ({ body: shares }),
      [`POST ${URL_OF}/shares`]: () => {
        shares = [{ id: 5, label: 'Holzhandel GmbH', createdAt: '2026-11-27T15:00:00.000Z', expiresAt: '2026-12-27T15:00:00.000Z', revokedAt: null, active: true }];
        return { status: 201, body: { id: 5, url, expiresAt: '2026-12-27T15:00:00.000Z' } };
      },
      [`DELETE ${URL_OF}/shares/5`]: () => {
        shares = [{ ...shares[0]!, revokedAt: '2026-11-28T15:00:00.000Z', active: false }];
        return { status: 204 };
      },
    });
    open();
    expect(await screen.findByText(T.sharesTitle)).toBeVisible();
    expect(await screen.findByText(T.noShares)).toBeVisible();
    await user.type(screen.getByLabelText(T.shareLabel), 'Holzhandel GmbH');
    await user.click(screen.getByRole('button', { name: T.shareCreate }));
    expect(await screen.findByText(T.shareCreated)).toBeVisible();
    expect(screen.getByLabelText(T.shareUrlLabel)).toHaveValue(url);
    expect(await requests.find((r) => r.method === 'POST')!.json()).toEqual({ days: 30, label: 'Holzhandel GmbH' });
    expect(await screen.findByText(T.shareActive(formatDateTime('2026-12-27T15:00:00.000Z')))).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.shareRevokeOf('Holzhandel GmbH') }));
    expect(await screen.findByText(T.shareRevokedNotice)).toBeVisible();
    expect(await screen.findByText(T.shareRevoked(formatDateTime('2026-11-28T15:00:00.000Z')))).toBeVisible();
  });

  it('shows the reason when the boundary may not be seen', async () => {
    signInAs('Cliente');
    mockApi({ [`GET ${URL_OF}`]: { status: 404, body: { status: 404, title: 'No encontrado' } } });
    open();
    expect(await screen.findByText('404 - No encontrado')).toBeVisible();
  });
});
