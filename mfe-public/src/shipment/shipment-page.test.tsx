import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHIPMENT_EN, SHIPMENT_ES, SHIPMENT_SHARED_MSG, SHIPMENT_SHARED_MSG_EN } from '@portal/shared-api/shipment-words';
import { formatDateTime } from '@portal/shared-ui';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setBrowserLanguages } from '../../../tools/jest/browser-language';
import { ShipmentPage } from './shipment-page';
import { SHARE_TOKEN, SHIPMENT_CODE, line, shipment } from './shipment-fixtures';

const CODE = SHIPMENT_CODE;
const TOKEN = SHARE_TOKEN;
const STATUS = `GET /api/shipments/${CODE}/status`;
const DDS = `PUT /api/shipments/${CODE}/shared/dds`;

const render = (query = `?compartido=${TOKEN}`) => renderScreen(<ShipmentPage />, '/Despacho/:code', `/Despacho/${CODE}${query}`);
const es = (key: keyof typeof SHIPMENT_ES.page, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), SHIPMENT_ES.page[key]);

describe('/Despacho/{code}: what a shipment’s buyer opens from the exporter’s link', () => {
  it('shows the load, each origin certificate with its property’s certificate now, the file to download and how long the link lasts', async () => {
    const { requests } = mockApi({ [STATUS]: { body: shipment() } });
    render();
    expect(await screen.findByRole('heading', { name: es('title', { code: CODE }) })).toBeInTheDocument();
    expect(new URL(requests[0]!.url).searchParams.get('share')).toBe(TOKEN);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(SHIPMENT_ES.page.inForce);
    expect(status).toHaveTextContent(es('checkedAt', { date: formatDateTime('2026-11-29T15:00:00.000Z') }));
    expect(screen.getByText('Alemania')).toBeInTheDocument();
    expect(screen.getByText(/^4407 · Madera aserrada/)).toBeInTheDocument();
    expect(screen.getByText(/^8\D200,5 kg$/)).toBeInTheDocument();
    expect(screen.getByText('14,500 m³')).toBeInTheDocument();

    const origins = within(screen.getByRole('list', { name: SHIPMENT_ES.page.origins })).getAllByRole('listitem');
    expect(origins).toHaveLength(2);
    expect(within(origins[0]!).getByRole('link', { name: 'CO-2026-000005' })).toHaveAttribute('href', '/Origen/CO-2026-000005');
    expect(within(origins[0]!).getByRole('link', { name: 'Finca El Roble' })).toHaveAttribute('href', '/PerfilPropiedad/31');
    expect(origins[0]).toHaveTextContent('8,000 m³');
    expect(origins[1]).toHaveTextContent('Gmelina arborea (Melina)');

    expect(screen.getByRole('link', { name: SHIPMENT_ES.page.dossier })).toHaveAttribute('href', `/api/shipments/${CODE}/shared/expediente.zip?share=${TOKEN}`);
    expect(screen.getByText(es('shareUntil', { date: formatDateTime('2026-12-29T15:00:00.000Z') }))).toBeInTheDocument();
    expect(screen.getByText(SHIPMENT_ES.page.ddsNone)).toBeInTheDocument();
  });

  it('warns at once when a certificate behind the shipment is no longer in force, and marks which', async () => {
    mockApi({ [STATUS]: { body: shipment({ inForce: false, lines: [line({ certificateStatus: 'Suspendida' }), line({ originNumber: 'CO-2026-000006' })] }) } });
    render();
    await screen.findByRole('heading', { name: es('title', { code: CODE }) });
    expect(screen.getByRole('status')).toHaveTextContent(SHIPMENT_ES.page.notInForce);
    expect(screen.getByRole('region')).not.toHaveClass('profile-card--active');
    const [suspended, valid] = within(screen.getByRole('list', { name: SHIPMENT_ES.page.origins })).getAllByRole('listitem');
    expect(suspended).toHaveClass('shipment-line--warning');
    expect(within(suspended!).getByText('Suspendida')).toHaveClass('shipment-line__bad');
    expect(valid).not.toHaveClass('shipment-line--warning');
  });

  it('lets the buyer record the statement’s numbers: checked before sending, then shown', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      [STATUS]: { body: shipment() },
      [DDS]: async (request) => {
        const numbers = (await request.json()) as { reference: string; verification: string };
        return { body: shipment({ ddsReference: numbers.reference.toUpperCase(), ddsVerification: numbers.verification.toUpperCase() }) };
      },
    });
    render();
    await screen.findByRole('heading', { name: es('title', { code: CODE }) });
    await user.type(screen.getByLabelText(SHIPMENT_ES.page.ddsReference), '26dehz8k4q2w7m-x');
    await user.click(screen.getByRole('button', { name: SHIPMENT_ES.page.ddsSubmit }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: new RegExp(`^${SHIPMENT_ES.page.ddsReference}.*${SHIPMENT_SHARED_MSG.ddsReference.slice(0, 40)}`) })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: new RegExp(`^${SHIPMENT_ES.page.ddsVerification}.*${SHIPMENT_SHARED_MSG.ddsVerification.slice(0, 40)}`) })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(screen.getByLabelText(SHIPMENT_ES.page.ddsReference));
    await user.type(screen.getByLabelText(SHIPMENT_ES.page.ddsReference), '26dehz8k4q2w7m');
    await user.type(screen.getByLabelText(SHIPMENT_ES.page.ddsVerification), 'vx7qk2pd');
    await user.click(screen.getByRole('button', { name: SHIPMENT_ES.page.ddsSubmit }));
    expect(await screen.findByText(SHIPMENT_ES.page.ddsSaved)).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(new URL(put.url).searchParams.get('share')).toBe(TOKEN);
    expect(screen.getByText('26DEHZ8K4Q2W7M')).toBeInTheDocument();
    expect(screen.getByText('VX7QK2PD')).toBeInTheDocument();
  });

  it('says the shipment is private without a link, and when the link expired or was revoked, without asking the server for nothing', async () => {
    const { requests } = mockApi({ [STATUS]: { status: 404, body: { status: 404, title: SHIPMENT_SHARED_MSG.shareClosed } } });
    const first = render('');
    expect(await screen.findByRole('heading', { name: SHIPMENT_ES.page.closed })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    first.unmount();
    render();
    expect(await screen.findByRole('heading', { name: SHIPMENT_ES.page.closed })).toBeInTheDocument();
    expect(screen.getByText(SHIPMENT_ES.page.closedHint)).toBeInTheDocument();
  });

  it('is written in English for a buyer abroad, its refusals too', async () => {
    setBrowserLanguages(['en-GB', 'en']);
    const user = userEvent.setup();
    mockApi({ [STATUS]: { body: shipment({ ddsReference: '26DEHZ8K4Q2W7M', ddsVerification: 'VX7QK2PD' }) } });
    render();
    expect(await screen.findByRole('heading', { name: SHIPMENT_EN.page.title.replace('{{code}}', CODE) })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SHIPMENT_EN.page.inForce);
    expect(screen.getByText('Germany')).toBeInTheDocument();
    expect(screen.getByText(/^4407 · Wood sawn/)).toBeInTheDocument();
    expect(screen.getByText('Tectona grandis', { exact: false }).closest('dd')).toHaveTextContent('Tectona grandis (Teak)');
    expect(screen.getByRole('link', { name: SHIPMENT_EN.page.dossier })).toHaveAttribute('href', `/api/shipments/${CODE}/shared/expediente.zip?share=${TOKEN}&lang=en`);
    expect(screen.getAllByText('26DEHZ8K4Q2W7M').length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText(SHIPMENT_EN.page.ddsVerification));
    await user.click(screen.getByRole('button', { name: SHIPMENT_EN.page.ddsSubmit }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(SHIPMENT_EN.page.summaryTitle);
    expect(within(summary).getByRole('link')).toHaveTextContent(SHIPMENT_SHARED_MSG_EN[SHIPMENT_SHARED_MSG.ddsVerification]!);
  });
});
