import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_KINDS, type MailItem } from '@portal/shared-api';
import { LIST_TEXTS, formatDateTime } from '@portal/shared-ui';
import { expectListFits, findCard, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { MailPage } from './mail-page';

const T = TEXTS.mail;

const kept: MailItem = {
  id: 9,
  kind: 'certificado',
  recipient: 'cliente@demo.cr',
  subject: 'Certificado N.º 12 (Finca El Roble): Suspendido',
  text: 'Hola, José:\n\nEl certificado N.º 12 de Finca El Roble está suspendido desde el 2026-11-20 10:05 am.',
  link: '/PerfilPropiedad/12',
  createdAt: '2026-11-20T16:05:00.000Z',
  status: 'Guardado',
  attempts: 1,
  sentAt: null,
  lastResponse: null,
};
const retried: MailItem = { ...kept, id: 8, kind: 'inscripcion', subject: 'Inscripción N.º 41: lista para pagar', status: 'Pendiente', attempts: 2, link: null, lastResponse: 'connect ECONNREFUSED 127.0.0.1:25' };

describe('/Correos, "Correos enviados" (beyond the spec)', () => {
  it('lists each message with its recipient, date, kind and status; its text and link read whole in the row’s expansion', async () => {
    const { requests } = mockApi({ 'GET /api/mail': listPage([kept, retried]) });
    renderScreen(<MailPage />, '/Correos');
    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    const row = (await screen.findByText(kept.subject)).closest('tr') as HTMLElement;
    expect(within(row).getByText('cliente@demo.cr')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime(kept.createdAt))).toBeInTheDocument();
    expect(within(row).getByText(MAIL_KINDS.certificado)).toBeInTheDocument();
    expect(within(row).getByText('Guardado')).toHaveAttribute('title', T.keptHint);
    expect(within(row).getByText('Guardado').closest('td')).toHaveClass('list-table__status');
    expectListFits(screen.getByRole('table'), { all: true });
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: LIST_TEXTS.expandRow }));
    const expansion = row.nextElementSibling as HTMLElement;
    expect(within(expansion).getByText(/está suspendido desde el 2026-11-20/)).toBeInTheDocument();
    expect(within(expansion).getByRole('link', { name: `${window.location.origin}/PerfilPropiedad/12` })).toHaveAttribute('href', '/PerfilPropiedad/12');
    const other = screen.getByText(retried.subject).closest('tr') as HTMLElement;
    await userEvent.setup({ delay: null }).click(within(other).getByRole('button', { name: LIST_TEXTS.expandRow }));
    expect(within(other.nextElementSibling as HTMLElement).getByText(retried.lastResponse!)).toBeInTheDocument();
    expect(requests.at(-1)!.url).toMatch(/\/api\/mail\?page=1&visibleRecords=10$/);
  });

  it('searches on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({ 'GET /api/mail': listPage([kept]), 'GET /api/mail/Filtered': listPage([retried]) });
    renderScreen(<MailPage />, '/Correos');
    await screen.findByText(kept.subject);
    await user.type(screen.getByRole('searchbox', { name: LIST_TEXTS.search }), 'pagar{Enter}');
    expect(await screen.findByText(retried.subject)).toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)!.url).toContain('/api/mail/Filtered?page=1&visibleRecords=10&param=pagar'));
  });

  it('on a phone shows each message as a card headed by its subject, with its status', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/mail': listPage([kept]) });
    renderScreen(<MailPage />, '/Correos');
    const card = await findCard(kept.subject);
    expect(within(card).getByText('Guardado')).toBeInTheDocument();
    expect(within(card).getByText('cliente@demo.cr')).toBeInTheDocument();
  });
});
