import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_STATUS } from '@portal/shared-api';
import { build } from '../../test/build';
import { loadConfig } from '../config';
import { mailMessages } from '../db/schema';
import { deliverBatch, enqueueMail, MAILER_DEFAULTS } from './outbox';
import { mailSender, senderDomain } from './transport';

/** A real SMTP server on a free port: it parses what it accepts, and refuses the recipients it is told to. */
async function smtpServer(refuse: Record<string, number> = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse[address.address];
      if (!code) return callback();
      return callback(Object.assign(new Error(code >= 500 ? 'Buzón inexistente' : 'Inténtelo más tarde'), { responseCode: code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the outbox over a real SMTP server (nodemailer to smtp-server, read back with mailparser)', () => {
  const t = build();
  const options = { ...MAILER_DEFAULTS, retryMs: 1000 };

  beforeEach(async () => {
    await t.db.delete(mailMessages);
  });

  it('sends each message once, with its key as Message-ID and the portal’s link, and writes down the server’s answer', async () => {
    const smtp = await smtpServer();
    const config = loadConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://maderalegal.example.cr/', MAIL_FROM: 'Madera Legal <avisos@maderalegal.example.cr>' }).mail;
    const sender = mailSender(config);
    try {
      await enqueueMail(t.db, [
        { key: 'inscripcion.41.v2', kind: 'inscripcion', to: 'ana@example.cr', subject: 'Inscripción N.º 41: lista para pagar', text: 'Hola, Ana:\n\nSu inscripción está lista para pagar.', link: '/Inscripcion/ClientIndex' },
        { key: 'certificado.7.19', kind: 'certificado', to: 'luis@example.cr', subject: 'Certificado N.º 7 (Finca El Roble): Suspendida', text: 'Hola, Luis:' },
      ]);
      expect((await deliverBatch(t.db, sender, options)).claimed).toBe(2);
      expect((await deliverBatch(t.db, sender, options)).claimed).toBe(0);
    } finally {
      sender.close();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(2);
    const [first, second] = smtp.received;
    expect(first!.messageId).toBe('<inscripcion.41.v2@maderalegal.example.cr>');
    expect(first!.from?.value).toEqual([{ name: 'Madera Legal', address: 'avisos@maderalegal.example.cr' }]);
    expect(first!.to).toMatchObject({ text: 'ana@example.cr' });
    expect(first!.subject).toBe('Inscripción N.º 41: lista para pagar');
    expect(first!.text?.trim()).toBe('Hola, Ana:\n\nSu inscripción está lista para pagar.\n\nhttps://maderalegal.example.cr/Inscripcion/ClientIndex');
    expect(second!.messageId).toBe('<certificado.7.19@maderalegal.example.cr>');
    const rows = await t.db.select().from(mailMessages);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      [MAIL_STATUS.sent, 1],
      [MAIL_STATUS.sent, 1],
    ]);
    expect(rows[0]!.lastResponse).toMatch(/^250 /);
  });

  it("carries a one-click unsubscribe (RFC 8058) on a watcher's message, and none on a person's", async () => {
    const smtp = await smtpServer();
    const config = loadConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://maderalegal.example.cr', MAIL_FROM: 'Madera Legal <avisos@maderalegal.example.cr>' }).mail;
    const sender = mailSender(config);
    const token = 'b'.repeat(43);
    try {
      await enqueueMail(t.db, [
        { key: 'vigilancia.3.19', kind: 'vigilancia', to: 'compras@importadora.eu', subject: 'Alerta: certificado N.º 7 (Finca El Roble) suspendido', text: 'El certificado…', link: `/Alertas/${token}`, unsubscribe: `/api/watchlist/${token}/unsubscribe` },
        { key: 'certificado.7.20', kind: 'certificado', to: 'luis@example.cr', subject: 'Certificado N.º 7 (Finca El Roble): Suspendido', text: 'Hola, Luis:' },
      ]);
      expect((await deliverBatch(t.db, sender, options)).claimed).toBe(2);
    } finally {
      sender.close();
      await smtp.close();
    }
    const watcher = smtp.received.find((mail) => mail.messageId === '<vigilancia.3.19@maderalegal.example.cr>')!;
    // a long header is folded over lines: read it unfolded
    const header = (mail: ParsedMail, key: string) => mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header(watcher, 'list-unsubscribe')).toBe(`List-Unsubscribe: <https://maderalegal.example.cr/api/watchlist/${token}/unsubscribe>`);
    expect(header(watcher, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const person = smtp.received.find((mail) => mail.messageId === '<certificado.7.20@maderalegal.example.cr>')!;
    expect(header(person, 'list-unsubscribe')).toBeUndefined();
  });

  it('retries what the server refuses for now, gives up what it refuses for good, and retries when there is no server', async () => {
    const smtp = await smtpServer({ 'lleno@example.cr': 452, 'nadie@example.cr': 550 });
    const sender = mailSender(loadConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://maderalegal.example.cr' }).mail);
    try {
      await enqueueMail(t.db, [
        { key: 'lleno.1', kind: 'inscripcion', to: 'lleno@example.cr', subject: 'a', text: 'a' },
        { key: 'nadie.1', kind: 'inscripcion', to: 'nadie@example.cr', subject: 'b', text: 'b' },
      ]);
      await deliverBatch(t.db, sender, options);
    } finally {
      sender.close();
      await smtp.close();
    }
    const status = async (key: string) => (await t.db.select().from(mailMessages).where(eq(mailMessages.key, key)))[0]!;
    expect(await status('lleno.1')).toMatchObject({ status: MAIL_STATUS.pending, attempts: 1, lastResponse: expect.stringContaining('452') });
    expect(await status('nadie.1')).toMatchObject({ status: MAIL_STATUS.failed, attempts: 1, lastResponse: expect.stringContaining('550') });
    expect(smtp.received).toEqual([]);

    // the server gone: the message waits for the next attempt
    await t.db.update(mailMessages).set({ nextAttemptAt: new Date(Date.now() - 1) }).where(eq(mailMessages.key, 'lleno.1'));
    const gone = mailSender(loadConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://maderalegal.example.cr' }).mail);
    try {
      await deliverBatch(t.db, gone, options);
    } finally {
      gone.close();
    }
    expect(await status('lleno.1')).toMatchObject({ status: MAIL_STATUS.pending, attempts: 2, lastResponse: expect.stringMatching(/ECONNREFUSED/) });
  });

  it('names the sender’s domain in every Message-ID', () => {
    expect(senderDomain('Madera Legal <no-responder@maderalegal.cr>')).toBe('maderalegal.cr');
    expect(senderDomain('avisos@example.org')).toBe('example.org');
  });
});
