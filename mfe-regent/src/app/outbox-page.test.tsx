import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { APPOINTMENT_STATUS, VISIT_MSG } from '@portal/shared-api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared-api/client';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { person, signInAsRegent } from '../testing';
import { TEXTS } from '../texts';
import { deviceDb } from './device-store';
import { withOfflineLine } from './offline-line';
import { addBoundary, addVisit, loadOutbox } from './outbox';
import { OutboxPage } from './outbox-page';

const O = TEXTS.outbox;
const Outbox = withOfflineLine(OutboxPage);
const PDF = new File(['%PDF-1.4\n%%EOF\n'], 'informe.pdf', { type: 'application/pdf' });
const photo = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
const capture = { takenAt: '2026-11-27T14:15:00.000Z', latitude: 10.3392, longitude: -84.41047, accuracy: 8 };

/** A visit done at Finca El Roble, captured without a signal. */
const fieldVisit = (notes = 'Recorrido del lindero norte') =>
  addVisit({
    propertyId: 1,
    propertyLabel: '2-345678-000',
    visitStart: new Date('2026-11-27T14:00:00.000Z'),
    notes,
    result: APPOINTMENT_STATUS.regentApproved,
    reportStatus: 'Informe Ordinario',
    reports: [PDF],
    photos: [
      { file: photo('lindero.png'), capture },
      { file: photo('rodal.png'), capture: { ...capture, latitude: null, longitude: null, accuracy: null } },
    ],
  });

const itemNamed = (name: string) => screen.findByRole('listitem', { name });

/** A field visit sent from the outbox: registered as visit `id`, its result refused with `line` until `accept()`. */
async function refusedVisit(id: number, line: string) {
  await fieldVisit();
  let refuse = true;
  const { requests } = mockApi({
    'POST /api/appointments': { body: id },
    'PUT /api/appointments': () => (refuse ? { status: 400, body: { status: 400, title: line } } : { body: {} }),
  });
  const user = person();
  renderScreen(<Outbox />, '/DashboardRegent/Pendientes');
  await user.click(await screen.findByRole('button', { name: O.sendNow }));
  const item = await itemNamed(O.visitOf('2-345678-000'));
  await waitFor(() => expect(item).toHaveTextContent(O.status.failed));
  expect(item).toHaveTextContent(line);
  return { requests, item, user, accept: () => (refuse = false) };
}

beforeEach(async () => {
  await (await deviceDb()).clear('outbox');
  signInAsRegent(12);
  await loadOutbox();
});

describe('the outbox of the installed app (/DashboardRegent/Pendientes)', () => {
  it('lists what waits on the phone, with the badge, and sends it when asked: registered, then its result, reports and photos, each call with its own key', async () => {
    await fieldVisit();
    const { requests } = mockApi({ 'POST /api/appointments': { body: 55 }, 'PUT /api/appointments': { body: {} } });
    const user = person();
    renderScreen(<Outbox />, '/DashboardRegent/Pendientes');
    const item = await itemNamed(O.visitOf('2-345678-000'));
    expect(item).toHaveTextContent(O.status.waiting);
    expect(item).toHaveTextContent(O.summary(APPOINTMENT_STATUS.regentApproved, 1, 2));
    expect(screen.getByRole('link', { name: TEXTS.app.outboxLink(1) })).toHaveAttribute('href', '/DashboardRegent/Pendientes');

    await user.click(screen.getByRole('button', { name: O.sendNow }));
    await waitFor(() => expect(item).toHaveTextContent(O.status.sent));
    expect(within(item).getByRole('link', { name: /visita #55$/ })).toHaveAttribute('href', '/Citas/55');
    expect(screen.queryByRole('link', { name: /Pendientes de envío/ })).not.toBeInTheDocument();

    const [create, result] = requests;
    expect(create!.method).toBe('POST');
    expect(await create!.json()).toMatchObject({ PropertyId: 1, CertifierId: 12, AppointmentStart: '2026-11-27T14:00:00.000Z', Notes: 'Recorrido del lindero norte' });
    expect(result!.method).toBe('PUT');
    const form = await result!.formData();
    expect(form.get('id')).toBe('55');
    expect(form.getAll('Photos').map((f) => (f as File).name)).toEqual(['lindero.png', 'rodal.png']);
    expect(JSON.parse(String(form.get('PhotoCaptures')))).toEqual([capture, { ...capture, latitude: null, longitude: null, accuracy: null }]);
    const keys = [create!.headers.get(IDEMPOTENCY_KEY_HEADER), result!.headers.get(IDEMPOTENCY_KEY_HEADER)];
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key ?? ''))).toBe(true);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('keeps an item waiting when no answer comes, and repeats the very same calls next time', async () => {
    await fieldVisit();
    const user = person();
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderScreen(<Outbox />, '/DashboardRegent/Pendientes');
    await user.click(await screen.findByRole('button', { name: O.sendNow }));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(1));
    const item = await itemNamed(O.visitOf('2-345678-000'));
    await waitFor(() => expect(screen.getByRole('button', { name: O.sendNow })).toBeEnabled());
    expect(item).toHaveTextContent(O.status.waiting);
    const firstKey = ((globalThis.fetch as jest.Mock).mock.calls[0]![0] as Request).headers.get(IDEMPOTENCY_KEY_HEADER);

    const { requests } = mockApi({ 'POST /api/appointments': { body: 56 }, 'PUT /api/appointments': { body: {} } });
    await user.click(screen.getByRole('button', { name: O.sendNow }));
    await waitFor(() => expect(item).toHaveTextContent(O.status.sent));
    expect(requests[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(firstKey);
  });

  it("shows a refusal with the server's Spanish lines; fixed and sent again, the visit is not registered twice", async () => {
    const { requests, item, user, accept } = await refusedVisit(57, VISIT_MSG.reportMissing);
    expect(screen.getByRole('link', { name: TEXTS.app.outboxLink(1) })).toBeInTheDocument();

    accept();
    await user.click(within(item).getByRole('button', { name: O.retry }));
    await waitFor(() => expect(item).toHaveTextContent(O.status.sent));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    // a new submission after the fix: a new key, so the server does not answer it with the refusal
    expect(puts[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).not.toBe(puts[1]!.headers.get(IDEMPOTENCY_KEY_HEADER));
  });

  it('corrects a refused visit on the phone (result, notes, a report replaced, a photo removed) and sends it again as a new submission', async () => {
    const { requests, item, user, accept } = await refusedVisit(58, VISIT_MSG.photoCaptureInvalid);

    await user.click(within(item).getByRole('button', { name: O.fix }));
    const form = await within(item).findByRole('form', { name: O.fixOf(O.visitOf('2-345678-000')) });
    // what was captured, to change only what the server refused
    expect(within(form).getByRole('radio', { name: APPOINTMENT_STATUS.regentApproved })).toBeChecked();
    expect(within(form).getByLabelText(TEXTS.visit.notes)).toHaveValue('Recorrido del lindero norte');
    expect(form).toHaveTextContent('informe.pdf');
    expect(form).toHaveTextContent('lindero.png');
    expect(form).toHaveTextContent(TEXTS.fieldVisit.photoWhere(10.3392, -84.41047, 8));
    expect(form).toHaveTextContent(TEXTS.fieldVisit.photoNoPosition);

    await user.click(within(form).getByRole('radio', { name: APPOINTMENT_STATUS.remediable }));
    await user.clear(within(form).getByLabelText(TEXTS.visit.notes));
    await user.type(within(form).getByLabelText(TEXTS.visit.notes), 'Lindero norte con mojones caídos');
    await user.click(within(form).getByRole('button', { name: TEXTS.fieldVisit.removePhoto('rodal.png') }));
    await user.click(within(form).getByRole('button', { name: /Quitar informe\.pdf|Eliminar informe\.pdf/ }));
    await user.upload(within(form).getByLabelText(TEXTS.visit.reports, { selector: 'input' }), new File(['%PDF-1.4\n%%EOF\n'], 'informe-corregido.pdf', { type: 'application/pdf' }));
    accept();
    await user.click(within(form).getByRole('button', { name: O.fixSubmit }));

    await waitFor(() => expect(item).toHaveTextContent(O.status.sent));
    expect(within(item).queryByRole('form')).not.toBeInTheDocument();
    expect(item).toHaveTextContent(O.summary(APPOINTMENT_STATUS.remediable, 1, 1));
    // registered once; the corrected result goes as a new submission, with its own key
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.headers.get(IDEMPOTENCY_KEY_HEADER)).not.toBe(puts[0]!.headers.get(IDEMPOTENCY_KEY_HEADER));
    const sent = await puts[1]!.formData();
    expect(sent.get('id')).toBe('58');
    expect(sent.get('AppointmentStatus')).toBe(APPOINTMENT_STATUS.remediable);
    expect(sent.get('notes')).toBe('Lindero norte con mojones caídos');
    expect(sent.getAll('MultipleReports').map((f) => (f as File).name)).toEqual(['informe-corregido.pdf']);
    expect(sent.getAll('Photos').map((f) => (f as File).name)).toEqual(['lindero.png']);
    // the photo kept its capture from the field
    expect(JSON.parse(String(sent.get('PhotoCaptures')))).toEqual([capture]);
  });

  it('keeps a correction on the phone until the signal returns, and cancelling a correction changes nothing', async () => {
    await fieldVisit();
    mockApi({ 'POST /api/appointments': { status: 400, body: { status: 400, title: VISIT_MSG.reportMissing } } });
    const user = person();
    renderScreen(<Outbox />, '/DashboardRegent/Pendientes');
    await user.click(await screen.findByRole('button', { name: O.sendNow }));
    const item = await itemNamed(O.visitOf('2-345678-000'));
    await waitFor(() => expect(item).toHaveTextContent(O.status.failed));

    await user.click(within(item).getByRole('button', { name: O.fix }));
    await user.type(within(item).getByLabelText(TEXTS.visit.notes), ' (cambio)');
    await user.click(within(item).getByRole('button', { name: TEXTS.registerVisit.cancel }));
    expect(within(item).queryByRole('form')).not.toBeInTheDocument();
    expect((await (await deviceDb()).getAll('outbox'))[0]).toMatchObject({ status: 'failed', notes: 'Recorrido del lindero norte' });

    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    try {
      await user.click(within(item).getByRole('button', { name: O.fix }));
      await user.type(within(item).getByLabelText(TEXTS.visit.notes), ' y quebrada');
      await user.click(within(item).getByRole('button', { name: O.fixSubmit }));
      await waitFor(() => expect(item).toHaveTextContent(O.status.waiting));
      expect(screen.getByText(O.offline)).toBeInTheDocument();
      const [kept] = await (await deviceDb()).getAll('outbox');
      expect(kept).toMatchObject({ status: 'waiting', messages: [], notes: 'Recorrido del lindero norte y quebrada', reports: [expect.objectContaining({ name: 'informe.pdf' })] });
      expect(kept!.kind === 'visit' || kept!.kind === 'result' ? kept!.photos.map((p) => p.capture) : []).toEqual([capture, { ...capture, latitude: null, longitude: null, accuracy: null }]);
    } finally {
      online.mockRestore();
    }
  });

  it('sends a refused boundary to the map to be proposed again, and can retry it as it is', async () => {
    const proposal = { geometry: { type: 'Polygon', coordinates: [[[-84.41, 10.33], [-84.40, 10.33], [-84.40, 10.34], [-84.41, 10.33]]] }, method: 'gps' as const, accuracyMetres: 4 };
    await addBoundary(1, '2-345678-000', proposal, 'clave-rechazada');
    mockApi({ 'POST /api/properties/1/boundary': { status: 400, body: { status: 400, title: 'El límite se cruza consigo mismo' } } });
    const user = person();
    renderScreen(<Outbox />, '/DashboardRegent/Pendientes');
    await user.click(await screen.findByRole('button', { name: O.sendNow }));
    const item = await itemNamed(O.boundaryOf('2-345678-000'));
    await waitFor(() => expect(item).toHaveTextContent(O.status.failed));
    expect(within(item).getByRole('link', { name: O.fixBoundary })).toHaveAttribute('href', '/DashboardRegent/Limite/1');
    expect(within(item).queryByRole('button', { name: O.fix })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: O.retry })).toBeInTheDocument();
  });

  it('shows a conflict with its explanation, goes on with the next item in order, and discards the conflict when the regent confirms', async () => {
    await fieldVisit('primera');
    await fieldVisit('segunda');
    let created = 60;
    const { requests } = mockApi({
      'POST /api/appointments': () => ({ body: ++created }),
      'PUT /api/appointments': (request) => (request.headers.get(IDEMPOTENCY_KEY_HEADER) && created === 61 ? { status: 409, body: { status: 409, title: VISIT_MSG.appointmentClosed } } : { body: {} }),
    });
    const user = person();
    renderScreen(<Outbox />, '/DashboardRegent/Pendientes');
    await user.click(await screen.findByRole('button', { name: O.sendNow }));
    await waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining(O.status.conflict), expect.stringContaining(O.status.sent)]));
    // in the order they were captured
    expect(await Promise.all(requests.filter((r) => r.method === 'POST').map(async (r) => (await r.json()).Notes))).toEqual(['primera', 'segunda']);
    const [conflict] = screen.getAllByRole('listitem');
    expect(conflict).toHaveTextContent(O.conflict);
    expect(conflict).toHaveTextContent(VISIT_MSG.appointmentClosed);
    expect(within(conflict!).queryByRole('button', { name: O.retry })).not.toBeInTheDocument();

    await user.click(within(conflict!).getByRole('button', { name: O.discard }));
    await user.click(within(await screen.findByRole('dialog', { name: O.discardConfirm })).getByRole('button', { name: O.discard }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect((await (await deviceDb()).getAll('outbox')).map((item) => item.status)).toEqual(['sent']);
  });

  it('sends a boundary walked in the field once, with its key, and links the version the server gave it', async () => {
    const proposal = { geometry: { type: 'Polygon', coordinates: [[[-84.41, 10.33], [-84.40, 10.33], [-84.40, 10.34], [-84.41, 10.33]]] }, method: 'gps' as const, accuracyMetres: 4 };
    await addBoundary(1, '2-345678-000', proposal, 'clave-del-limite');
    const { requests } = mockApi({ 'POST /api/properties/1/boundary': { body: { version: 3 } } });
    const user = person();
    renderScreen(<Outbox />, '/DashboardRegent/Pendientes');
    const item = await itemNamed(O.boundaryOf('2-345678-000'));
    expect(item).toHaveTextContent(O.boundarySummary('Recorrido con GPS', 4));
    await user.click(screen.getByRole('button', { name: O.sendNow }));
    await waitFor(() => expect(item).toHaveTextContent(O.status.sent));
    expect(within(item).getByRole('link', { name: /versión 3, en revisión$/ })).toHaveAttribute('href', '/DashboardRegent/Limite/1');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe('clave-del-limite');
    expect(await requests[0]!.json()).toEqual(proposal);
  });
});
