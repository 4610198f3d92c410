// The e-mail outbox across a cluster: two API processes (the compiled server, api/dist/server.cjs) on one PostgreSQL
// send 1 000 queued messages to a real SMTP server (smtp-server, each message parsed with mailparser); one process is
// killed with SIGKILL half-way, while the SMTP server holds its answer to a message that process is sending (so the
// kill always lands inside a batch it has claimed, whatever the machine's speed). Every message must arrive (0 lost)
// and each once: the message in flight was never accepted, and the survivor sends it and the rest of the killed
// process's claims once their lease lapses. Run by `npm test` after the build: node --test api/test/mail/*.test.mjs
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { postgresDatabase, spawnServer } from '../compiled-server.mjs';

const PORTS = [8393, 8394];
const MESSAGES = 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function ready(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(5_000) })).status === 200;
  } catch {
    return false;
  }
}

describe('two API processes on one PostgreSQL send the outbox to a real SMTP server, one killed half-way', () => {
  let database;
  let smtp;
  let dataDir;
  let url;
  const processes = [];
  /** Message-IDs in the order the SMTP server accepted them, and the process (its From) of each. */
  const accepted = [];
  const senders = [];
  const killedFrom = `avisos-${PORTS[0]}@maderalegal.example.cr`;
  /** Set by the test: the next message of the process to be killed is held unanswered, its Message-ID kept here. */
  let holdKilled = false;
  let held;
  let heldArrived;
  const inFlight = new Promise((resolve) => {
    heldArrived = resolve;
  });

  before(async () => {
    const created = await postgresDatabase(54343, 'portal_mail');
    database = created.server;
    url = created.url;

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            if (holdKilled && !held && parsed.from?.value[0]?.address === killedFrom) {
              // no answer: the process waits for it, its claim open, until it is killed
              held = parsed.messageId;
              heldArrived();
              return;
            }
            // accepted when the server says so: the 250 goes out with this callback
            accepted.push(parsed.messageId);
            senders.push(parsed.from?.value[0]?.address);
            callback();
          })
          .catch(callback);
      },
    });
    // the process killed half-way resets its connection (ECONNRESET): that is the test's own doing, not a fault
    smtp.on('error', () => {});
    await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`;

    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-mail-'));
    for (const port of PORTS) {
      const child = spawnServer({
        port,
        databaseUrl: url,
        env: {
          JWT_SECRET: 'un-secreto-compartido-por-los-dos-procesos-de-correo',
          DATA_DIR: dataDir,
          DEMO: 'false',
          SMTP_URL: smtpUrl,
          PUBLIC_URL: 'https://maderalegal.example.cr',
          // each process signs its messages: the test tells who sent what
          MAIL_FROM: `Madera Legal <avisos-${port}@maderalegal.example.cr>`,
          MAIL_LEASE_SECONDS: '3',
        },
      });
      processes.push(child);
    }
    for (const port of PORTS) {
      const started = Date.now();
      while (!(await ready(port))) {
        if (Date.now() - started > 90_000) throw new Error(`el proceso del puerto ${port} no quedó listo`);
        await sleep(250);
      }
    }
  });

  after(async () => {
    // each process stops while its database still answers: stopped under it, the survivor's shutdown waited ~25 s
    await Promise.all(
      processes.filter((child) => child.exitCode === null && child.signalCode === null).map((child) => {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        return exited;
      }),
    );
    await new Promise((resolve) => smtp?.close(resolve));
    database?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers every message of 1 000 once to the reader: 0 lost, duplicates only of the message the killed process had in flight', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // 1 000 notifications queued at once, as a busy hour's certificate changes would be
      await client.query(
        `insert into mail_messages (key, kind, recipient, subject, text)
         select 'carga.' || n, 'certificado', 'titular' || n || '@example.cr', 'Aviso ' || n, 'Texto del aviso ' || n
         from generate_series(1, $1) as n`,
        [MESSAGES],
      );
      const started = Date.now();
      while (accepted.length < MESSAGES * 0.4) {
        assert.ok(Date.now() - started < 60_000, `solo ${accepted.length} aceptados en 60 s`);
        await sleep(5);
      }
      holdKilled = true;
      // the 30 s limit's timer is cleared once the message arrives: left running, it kept the test process alive
      // (and the run idle) for the rest of the 30 s
      let limit;
      await Promise.race([inFlight, new Promise((resolve) => (limit = setTimeout(resolve, 30_000)))]);
      clearTimeout(limit);
      assert.ok(held, 'the process to be killed sent another message within 30 s');
      const atKill = accepted.length;
      const killedSent = senders.filter((from) => from === killedFrom).length;
      processes[0].kill('SIGKILL');
      const killed = Date.now();
      // the survivor sends the rest, the killed process's claims included once their 3 s lease lapses
      for (;;) {
        const { rows } = await client.query(`select count(*)::int as n from mail_messages where status = 'Enviado'`);
        if (rows[0].n === MESSAGES) break;
        assert.ok(Date.now() - killed < 60_000, `${rows[0].n} de ${MESSAGES} enviados 60 s después de matar un proceso`);
        await sleep(100);
      }
      await sleep(500);
      const seconds = (Date.now() - started) / 1000;

      const expected = Array.from({ length: MESSAGES }, (_, i) => `<carga.${i + 1}@maderalegal.example.cr>`);
      const distinct = new Set(accepted);
      const lost = expected.filter((id) => !distinct.has(id));
      const duplicates = accepted.length - distinct.size;
      const { rows } = await client.query(
        `select count(*)::int as n, max(attempts)::int as attempts, count(*) filter (where attempts = 2)::int as again,
                max(attempts) filter (where key || '@maderalegal.example.cr' = trim(both '<>' from $1))::int as "heldAttempts"
         from mail_messages where status = 'Enviado'`,
        [held],
      );
      // every figure first, so a failure on another machine says what it saw
      console.log(
        `correo: ${MESSAGES} mensajes en ${seconds.toFixed(1)} s; proceso matado tras ${atKill} (${killedSent} suyos), ` +
          `con ${held} en vuelo; perdidos ${lost.length}; entregas repetidas ${duplicates} (mismo Message-ID); ` +
          `${rows[0].again} reclamados por el proceso matado y enviados por el otro; intentos máx. ${rows[0].attempts}`,
      );
      assert.deepEqual(lost, [], 'no message may be lost');
      assert.equal(distinct.size, MESSAGES);
      assert.ok([...distinct].every((id) => expected.includes(id)), 'nothing but the queued messages');
      // the message in flight had no 250: nothing the killed process sent reaches the reader twice
      assert.equal(duplicates, 0, `${duplicates} entregas repetidas`);
      assert.ok(killedSent > 0 && killedSent < atKill, `both processes sent before the kill (${killedSent} of ${atKill} by the killed one)`);
      assert.equal(rows[0].n, MESSAGES);
      assert.ok(rows[0].attempts <= 2);
      // the killed process held claims, the message in flight among them: the survivor sent them once they lapsed
      assert.equal(senders[accepted.indexOf(held)], `avisos-${PORTS[1]}@maderalegal.example.cr`, 'the message in flight was sent by the survivor');
      assert.equal(rows[0].heldAttempts, 2, 'the message in flight was tried once by each process');
      assert.ok(rows[0].again > 0, 'messages claimed by the killed process were sent by the other');
    } finally {
      await client.end();
    }
  });

  it('left the survivor serving', async () => {
    assert.equal(await ready(PORTS[1]), true);
  });
});
