import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type Contact } from '@portal/shared-api';
import { LIST_TEXTS } from '@portal/shared-ui';
import { expectListFits, findCard, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { ContactsPage } from './contacts-page';

const T = TEXTS.contacts;

const contact: Contact = {
  id: 1,
  name: 'Luis Vargas',
  phone: '8765-4321',
  email: 'luis@example.cr',
  subject: null,
  message: 'Quiero inscribir mi aserradero.',
  dateCreated: '2026-11-20T16:05:00.000Z',
};

describe('/Contactanos/Listar (spec §2, §9)', () => {
  it('links each contact to WhatsApp with prefix 506 and to a mail', async () => {
    mockApi({ 'GET /api/contactus': listPage([contact]) });
    renderScreen(<ContactsPage />, '/Contactanos/Listar');
    const row = (await screen.findByText('Luis Vargas')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: T.whatsapp('Luis Vargas') })).toHaveAttribute('href', 'https://wa.me/50687654321');
    expect(within(row).getByRole('link', { name: T.mail('Luis Vargas') })).toHaveAttribute('href', 'mailto:luis@example.cr');
    expect(within(row).getByRole('button', { name: LIST_TEXTS.delete }).closest('td')).toHaveClass('list-table__sticky');
    expectListFits(screen.getByRole('table'));
    // the message, the longest field, reads whole in the row's expansion
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Expandir fila' }));
    expect(within(row.nextElementSibling as HTMLElement).getByText('Quiero inscribir mi aserradero.')).toBeInTheDocument();
  });

  it('on a phone shows each contact as a card with its links, message and Borrar', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/contactus': listPage([contact]) });
    renderScreen(<ContactsPage />, '/Contactanos/Listar');
    const card = await findCard('Luis Vargas');
    expect(within(card).getByRole('link', { name: T.whatsapp('Luis Vargas') })).toHaveAttribute('href', 'https://wa.me/50687654321');
    expect(within(card).getByRole('link', { name: T.mail('Luis Vargas') })).toHaveAttribute('href', 'mailto:luis@example.cr');
    expect(within(card).getByText('Quiero inscribir mi aserradero.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: LIST_TEXTS.delete })).toBeInTheDocument();
  });

  it('shows the refusal a visitor without the administrator role gets from the server', async () => {
    mockApi({ 'GET /api/contactus': { status: 401, body: { status: 401, title: MSG.unauthorized } } });
    renderScreen(<ContactsPage />, '/Contactanos/Listar');
    expect(await screen.findByRole('alert')).toHaveTextContent(`401 - ${MSG.unauthorized}`);
  });
});
