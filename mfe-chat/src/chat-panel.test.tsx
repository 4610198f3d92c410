import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_MSG, CHAT_WAIT_SECONDS, chatPreview, type Conversation, type ConversationSummary } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../tools/jest/mock-api';
import { ChatPanel } from './chat-panel';
import { INBOX_REFRESH_MS, formatLongDate } from './chat/admin-chat';
import { TEXTS as T } from './texts';

/** Ana's thread as both the client's view and the administrator's inbox see it. */
const thread = {
  id: 4,
  subject: 'Pago de la inscripción',
  email: 'ana@example.cr',
  customerName: 'Ana Mora',
  dateCreated: '2026-11-20T15:00:00.000Z',
  lastMessageDate: '2026-11-21T15:00:00.000Z',
  active: true,
};

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  ...thread,
  messages: [
    { id: 1, userEmail: 'ana@example.cr', userName: 'Ana Mora', messageText: '¿Recibieron mi comprobante?', dateCreated: '2026-11-20T15:00:00.000Z', fromAdministration: false },
    { id: 2, userEmail: 'admin@demo.cr', userName: 'Laura Admin', messageText: 'Sí, lo estamos revisando.', dateCreated: '2026-11-21T15:00:00.000Z', fromAdministration: true },
  ],
  ...overrides,
});

const setup = () => userEvent.setup({ delay: null });
const posts = (requests: Request[], path: string) => requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === path);

describe('chat panel, client (spec §2, §4, §5)', () => {
  beforeEach(() => signInAs('Cliente', ['Cliente'], 'Ana Mora', 'ana@example.cr'));

  it('offers to start a conversation: the dialog warns, Cancelar closes, Empezar creates it', async () => {
    const user = setup();
    let created = false;
    const { requests } = mockApi({
      'GET /api/messages/getlastconversation': () => (created ? { body: conversation({ messages: [] }), headers: { ETag: '"c4-v1"' } } : { status: 204 }),
      'POST /api/messages/CreateNewThread': () => {
        created = true;
        return { body: 4 };
      },
    });
    renderScreen(<ChatPanel />);
    expect(await screen.findByText(T.noConversation)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.newButton }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.warning)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: T.newButton }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(T.subject), 'Pago de la inscripción');
    await user.click(within(dialog).getByRole('button', { name: T.start }));
    expect(await screen.findByRole('heading', { name: 'Pago de la inscripción' })).toBeInTheDocument();
    expect(await posts(requests, '/api/messages/CreateNewThread')[0].json()).toEqual({ subject: 'Pago de la inscripción', email: 'ana@example.cr' });
  });

  it('shows the server’s messages when a conversation cannot start, and Error: otherwise', async () => {
    const user = setup();
    let refuse = true;
    mockApi({
      'GET /api/messages/getlastconversation': { status: 204 },
      'POST /api/messages/CreateNewThread': () => {
        if (refuse) return { status: 400, body: [CHAT_MSG.subjectRequired] };
        throw new TypeError('Failed to fetch');
      },
    });
    renderScreen(<ChatPanel />);
    await user.click(await screen.findByRole('button', { name: T.newButton }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: T.start }));
    expect(await within(dialog).findByText(CHAT_MSG.subjectRequired)).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: T.start }));
    expect(await within(dialog).findByText(/^Error: /)).toBeInTheDocument();
  });

  it('never sends an empty or blank message, and sends a real one', async () => {
    const user = setup();
    const { requests } = mockApi({
      'GET /api/messages/getlastconversation': { body: conversation(), headers: { ETag: '"c4-v2"' } },
      'POST /api/messages/ReplyThread': { body: { id: 3 } },
    });
    renderScreen(<ChatPanel />);
    expect(await screen.findByText('Sí, lo estamos revisando.')).toBeInTheDocument();
    const box = screen.getByLabelText(T.reply);
    expect(screen.getByRole('button', { name: T.send })).toBeDisabled();
    await user.type(box, '    {Enter}');
    expect(posts(requests, '/api/messages/ReplyThread')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, '  Gracias, quedo atenta.  {Enter}');
    await waitFor(() => expect(posts(requests, '/api/messages/ReplyThread')).toHaveLength(1));
    expect(await posts(requests, '/api/messages/ReplyThread')[0].json()).toEqual({ conversationId: 4, message: 'Gracias, quedo atenta.', userEmail: 'ana@example.cr' });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('polls with the last ETag, keeps the thread on 304, and stops while the tab is hidden', async () => {
    const { requests } = mockApi({
      'GET /api/messages/getlastconversation': (request) =>
        request.headers.get('If-None-Match') === '"c4-v2"' ? { status: 304 } : { body: conversation(), headers: { ETag: '"c4-v2"' } },
    });
    renderScreen(<ChatPanel />);
    await screen.findByText('Sí, lo estamos revisando.');
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    expect(requests[1].headers.get('If-None-Match')).toBe('"c4-v2"');
    // the first poll has nothing to wait for; with an ETag the server may hold it until something changes
    expect(new URL(requests[0].url).searchParams.has('wait')).toBe(false);
    expect(new URL(requests[1].url).searchParams.get('wait')).toBe(String(CHAT_WAIT_SECONDS));
    expect(screen.getByText('Sí, lo estamos revisando.')).toBeInTheDocument();

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const seen = requests.length;
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(requests.length).toBe(seen);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(requests.length).toBeGreaterThan(seen));
    visibility.mockRestore();
  });

  it('ends the poll the server holds when the chat closes', async () => {
    let held: Request | undefined;
    mockApi({
      'GET /api/messages/getlastconversation': (request) => {
        if (request.headers.get('If-None-Match') !== '"c4-v2"') return { body: conversation(), headers: { ETag: '"c4-v2"' } };
        held = request;
        // the server's answer comes only when the conversation changes: here, never
        return new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
      },
    });
    const { unmount } = renderScreen(<ChatPanel />);
    await screen.findByText('Sí, lo estamos revisando.');
    await waitFor(() => expect(held).toBeDefined(), { timeout: 3000 });
    expect(held!.signal.aborted).toBe(false);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    unmount();
    expect(held!.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // ending it is no error worth a line in the console
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('after sending, polls at once with the last ETag and keeps the thread on screen', async () => {
    const user = setup();
    let sent = false;
    const reply = { id: 3, userEmail: 'ana@example.cr', userName: 'Ana Mora', messageText: 'Ya lo envié de nuevo.', dateCreated: '2026-11-21T16:00:00.000Z', fromAdministration: false };
    const { requests } = mockApi({
      'GET /api/messages/getlastconversation': (request) => {
        const etag = sent ? '"c4-v3"' : '"c4-v2"';
        if (request.headers.get('If-None-Match') === etag) return { status: 304 };
        return { body: conversation(sent ? { messages: [...conversation().messages, reply] } : {}), headers: { ETag: etag } };
      },
      'POST /api/messages/ReplyThread': () => {
        sent = true;
        return { body: reply };
      },
    });
    renderScreen(<ChatPanel />);
    await screen.findByText('Sí, lo estamos revisando.');
    await user.type(screen.getByLabelText(T.reply), 'Ya lo envié de nuevo.{Enter}');
    expect(await screen.findByText('Ya lo envié de nuevo.')).toBeInTheDocument();
    const afterPost = requests.slice(requests.findIndex((r) => r.method === 'POST') + 1).filter((r) => r.method === 'GET');
    expect(afterPost[0].headers.get('If-None-Match')).toBe('"c4-v2"');
    expect(screen.getByText('Sí, lo estamos revisando.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the conversation has ended and offers no reply box', async () => {
    mockApi({ 'GET /api/messages/getlastconversation': { body: conversation({ active: false }) } });
    renderScreen(<ChatPanel />);
    expect(await screen.findByText(T.ended)).toBeInTheDocument();
    expect(screen.queryByLabelText(T.reply)).not.toBeInTheDocument();
  });
});

describe('chat panel, administrator (spec §2, §9)', () => {
  beforeEach(() => signInAs('Administrador', ['Administrador'], 'Laura Admin', 'admin@demo.cr'));

  const summary: ConversationSummary = {
    ...thread,
    lastMessage: 'Buenas tardes, quisiera saber si ya recibieron mi comprobante de pago.',
  };

  it('lists the inbox with a 35-character preview and the long Spanish date; Nuevo returns from a thread', async () => {
    const user = setup();
    mockApi({
      'GET /api/messages/getconversations': { body: [summary] },
      'GET /api/messages/getconversation/4': { body: conversation(), headers: { ETag: '"c4-v2"' } },
    });
    renderScreen(<ChatPanel />);
    expect(await screen.findByRole('heading', { name: T.inbox })).toBeInTheDocument();
    expect(await screen.findByText('Buenas tardes, quisiera saber si ya...')).toBeInTheDocument();
    expect(chatPreview(summary.lastMessage)).toBe('Buenas tardes, quisiera saber si ya...');
    expect(screen.getByText('21 de noviembre de 2026')).toBeInTheDocument();
    expect(formatLongDate('2026-01-05T18:00:00.000Z')).toBe('5 de enero de 2026');

    await user.click(screen.getByRole('button', { name: /Ana Mora/ }));
    expect(await screen.findByText('¿Recibieron mi comprobante?')).toBeInTheDocument();
    expect(screen.getByLabelText(T.reply)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.back }));
    expect(await screen.findByRole('heading', { name: T.inbox })).toBeInTheDocument();
  });

  it('reads the inbox again while it shows, so a new conversation appears', async () => {
    let later = false;
    const { requests } = mockApi({
      'GET /api/messages/getconversations': () => ({
        body: later ? [{ ...summary, id: 5, customerName: 'Luis Vargas', subject: 'Visita extra' }, summary] : [summary],
      }),
    });
    renderScreen(<ChatPanel />);
    expect(await screen.findByRole('button', { name: /Ana Mora/ })).toBeInTheDocument();
    later = true;
    expect(await screen.findByRole('button', { name: /Luis Vargas/ }, { timeout: INBOX_REFRESH_MS + 2000 })).toBeInTheDocument();
    expect(requests.filter((r) => new URL(r.url).pathname === '/api/messages/getconversations').length).toBe(2);
  });
});
