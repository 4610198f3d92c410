import { eq } from 'drizzle-orm';
import { MAIL_STATUS } from '@portal/shared-api';
import { mailMessages } from '../db/schema';
import { build } from '../../test/build';
import { claimDue, deliverBatch, enqueueMail, MAILER_DEFAULTS, startMailer, type ClaimedMail, type MailSender, type OutgoingMail } from './outbox';

const mail = (key: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  key,
  kind: 'inscripcion',
  to: 'titular@example.cr',
  subject: `Asunto ${key}`,
  text: `Texto ${key}`,
  link: '/Inscripcion/ClientIndex',
  ...overrides,
});

/** An SMTP answer as nodemailer reports it, to the command it answered. */
const smtpError = (responseCode: number, command = 'RCPT TO') => Object.assign(new Error(`${responseCode} respuesta del servidor`), { responseCode, command });

describe('the e-mail outbox: queued in the change’s transaction, claimed once, retried, kept without SMTP', () => {
  const t = build();
  const options = { ...MAILER_DEFAULTS, batch: 10, retryMs: 1000 };
  const row = async (key: string) => (await t.db.select().from(mailMessages).where(eq(mailMessages.key, key)))[0]!;

  beforeEach(async () => {
    await t.db.delete(mailMessages);
  });

  it('queues a key once, however often the same change is told, and nothing when the change rolls back', async () => {
    expect(await enqueueMail(t.db, [mail('inscripcion.1.v2'), mail('inscripcion.1.v3')])).toBe(2);
    expect(await enqueueMail(t.db, mail('inscripcion.1.v2', { subject: 'otra vez' }))).toBe(0);
    expect((await row('inscripcion.1.v2')).subject).toBe('Asunto inscripcion.1.v2');
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('inscripcion.2.v2'));
        throw new Error('la transición falló');
      }),
    ).rejects.toThrow('la transición falló');
    expect(await t.db.select().from(mailMessages).where(eq(mailMessages.key, 'inscripcion.2.v2'))).toEqual([]);
    await expect(enqueueMail(t.db, mail('no vale: espacios'))).rejects.toThrow(/Message-ID/);
  });

  it('gives each due message to one claimer; a claim that lapsed (its process died) is due again', async () => {
    await enqueueMail(t.db, Array.from({ length: 25 }, (_, i) => mail(`lote.${i}`)));
    const [first, second, third] = await Promise.all([claimDue(t.db, options), claimDue(t.db, options), claimDue(t.db, options)]);
    const ids = [...first!, ...second!, ...third!].map((claimed) => claimed.id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect(await claimDue(t.db, options)).toEqual([]);
    // a minute and a half later the one-minute claims have lapsed: every message is due again, one attempt more
    const later = new Date(Date.now() + 90_000);
    const again = await claimDue(t.db, { ...options, batch: 100 }, later);
    expect(again).toHaveLength(25);
    expect(again.every((claimed) => claimed.attempts === 2)).toBe(true);
  });

  it('writes down what was sent with the server’s answer, retries a refusal later and gives a permanent one up', async () => {
    await enqueueMail(t.db, [mail('bien.1'), mail('temporal.1'), mail('permanente.1')]);
    const sent: string[] = [];
    const sender: MailSender = {
      async send(claimed: ClaimedMail) {
        if (claimed.key.startsWith('temporal')) throw smtpError(451);
        if (claimed.key.startsWith('permanente')) throw smtpError(550);
        sent.push(claimed.key);
        return '250 2.0.0 OK: queued';
      },
    };
    const before = Date.now();
    expect((await deliverBatch(t.db, sender, options)).claimed).toBe(3);
    expect(sent).toEqual(['bien.1']);
    expect(await row('bien.1')).toMatchObject({ status: MAIL_STATUS.sent, attempts: 1, lockedUntil: null, lastResponse: '250 2.0.0 OK: queued' });
    expect((await row('bien.1')).sentAt).toBeInstanceOf(Date);
    const temporary = await row('temporal.1');
    expect(temporary).toMatchObject({ status: MAIL_STATUS.pending, attempts: 1, lockedUntil: null, lastResponse: '451 respuesta del servidor' });
    expect(temporary.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + options.retryMs);
    expect(await row('permanente.1')).toMatchObject({ status: MAIL_STATUS.failed, attempts: 1 });
    // not due yet: nothing is claimed
    expect((await deliverBatch(t.db, sender, options)).claimed).toBe(0);
  });

  it('doubles the wait after each failure and gives up after the last attempt', async () => {
    await enqueueMail(t.db, mail('siempre.1'));
    const failing: MailSender = { send: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const started = Date.now();
      expect((await deliverBatch(t.db, failing, { ...options, maxAttempts: 3 })).claimed).toBe(1);
      const current = await row('siempre.1');
      waits.push(Math.round((current.nextAttemptAt.getTime() - started) / 1000));
      // as if the wait had passed
      await t.db.update(mailMessages).set({ nextAttemptAt: new Date(Date.now() - 1) }).where(eq(mailMessages.key, 'siempre.1'));
    }
    expect(waits.slice(0, 2)).toEqual([1, 2]);
    expect(await row('siempre.1')).toMatchObject({ status: MAIL_STATUS.failed, attempts: 3, lastResponse: 'connect ECONNREFUSED 127.0.0.1:25' });
  });

  it('takes a refused login for the portal’s configuration: tried again later, the rest of the batch given back untried', async () => {
    await enqueueMail(t.db, [mail('clave.1'), mail('clave.2'), mail('clave.3')]);
    const tried: string[] = [];
    const wrongPassword: MailSender = {
      async send(claimed) {
        tried.push(claimed.key);
        throw smtpError(535, 'AUTH PLAIN');
      },
    };
    expect(await deliverBatch(t.db, wrongPassword, options)).toEqual({ claimed: 3, halted: true });
    expect(tried).toEqual(['clave.1']);
    expect(await row('clave.1')).toMatchObject({ status: MAIL_STATUS.pending, attempts: 1, lockedUntil: null });
    // untried, they wait as long as the first: not tried again at once
    for (const key of ['clave.2', 'clave.3']) {
      const untried = await row(key);
      expect(untried).toMatchObject({ status: MAIL_STATUS.pending, attempts: 0, lockedUntil: null });
      expect(untried.nextAttemptAt.getTime()).toBeGreaterThanOrEqual((await row('clave.1')).nextAttemptAt.getTime() - 50);
    }
    expect((await deliverBatch(t.db, wrongPassword, options)).claimed).toBe(0);
    expect(tried).toEqual(['clave.1']);
  });

  it('gives up a message refused for good (unknown mailbox), and tries again one the server refuses for the portal (relay, policy)', async () => {
    await enqueueMail(t.db, [mail('buzon.1'), mail('relevo.1'), mail('despues.1')]);
    const refusals: Record<string, object> = {
      'buzon.1': { responseCode: 550, command: 'RCPT TO', response: '550 5.1.1 <nadie@example.cr>: Recipient address rejected: User unknown' },
      'relevo.1': { responseCode: 554, command: 'RCPT TO', response: '554 5.7.1 <x@example.org>: Relay access denied' },
    };
    const tried: string[] = [];
    const server: MailSender = {
      async send(claimed) {
        tried.push(claimed.key);
        const refusal = refusals[claimed.key];
        if (refusal) throw Object.assign(new Error((refusal as { response: string }).response), refusal);
        return '250 OK';
      },
    };
    expect(await deliverBatch(t.db, server, options)).toEqual({ claimed: 3, halted: true });
    expect(tried).toEqual(['buzon.1', 'relevo.1']);
    expect(await row('buzon.1')).toMatchObject({ status: MAIL_STATUS.failed });
    expect(await row('relevo.1')).toMatchObject({ status: MAIL_STATUS.pending, attempts: 1 });
    expect(await row('despues.1')).toMatchObject({ status: MAIL_STATUS.pending, attempts: 0 });
  });

  it('does not send a message whose claim lapsed before its turn (another process may have it), nor after the mailer stops', async () => {
    await enqueueMail(t.db, [mail('lento.1'), mail('lento.2')]);
    const sent: string[] = [];
    // the server takes longer than the 200 ms lease: the next message's claim lapses meanwhile
    const slow: MailSender = { send: async (claimed) => (sent.push(claimed.key), await new Promise((resolve) => setTimeout(resolve, 400)), '250 OK') };
    expect((await deliverBatch(t.db, slow, { ...options, leaseMs: 200 })).claimed).toBe(2);
    expect(sent).toEqual(['lento.1']);
    // nobody took it: given back, its attempt not counted
    expect(await row('lento.2')).toMatchObject({ status: MAIL_STATUS.pending, attempts: 0, lockedUntil: null });

    await enqueueMail(t.db, [mail('parar.1'), mail('parar.2')]);
    let stop = false;
    const stopping: MailSender = { send: async (claimed) => ((stop = true), sent.push(claimed.key), '250 OK') };
    await deliverBatch(t.db, stopping, options, () => stop);
    expect(sent).toEqual(['lento.1', 'lento.2']);
    expect(await row('parar.1')).toMatchObject({ status: MAIL_STATUS.pending, attempts: 0, lockedUntil: null });
  });

  it('keeps the messages, without sending, when the portal has no SMTP server', async () => {
    await enqueueMail(t.db, [mail('demo.1'), mail('demo.2')]);
    expect((await deliverBatch(t.db, {}, options)).claimed).toBe(2);
    expect((await t.db.select({ status: mailMessages.status }).from(mailMessages)).map((r) => r.status)).toEqual([MAIL_STATUS.kept, MAIL_STATUS.kept]);
  });

  it('runs in the background batch after batch, wakes when asked, and stops after the batch under way', async () => {
    await enqueueMail(t.db, Array.from({ length: 23 }, (_, i) => mail(`fondo.${i}`)));
    const sent: string[] = [];
    const mailer = startMailer(t.db, { send: async (claimed) => (sent.push(claimed.key), '250 OK') }, { error: () => undefined }, options, 60_000);
    try {
      mailer.wake();
      for (let i = 0; i < 100 && sent.length < 23; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent).toHaveLength(23);
      await enqueueMail(t.db, mail('fondo.tarde'));
      mailer.wake();
      for (let i = 0; i < 100 && sent.length < 24; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent.at(-1)).toBe('fondo.tarde');
    } finally {
      await mailer.stop();
    }
    expect(new Set(sent).size).toBe(24);
  });
});
