import net from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { closeWithin } from './close-within';

/** A server with an answer that never ends, and a client that asked for it and reads nothing. */
async function stalledRequest(connection = 'keep-alive') {
  const app = Fastify();
  const endless = new Readable({ read() {} });
  app.get('/lento', (_request, reply) => reply.type('text/plain').send(endless));
  app.get('/rapido', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  socket.write(`GET /lento HTTP/1.1\r\nHost: localhost\r\nConnection: ${connection}\r\n\r\n`);
  socket.on('error', () => undefined);
  socket.pause();
  await new Promise((resolve) => setTimeout(resolve, 100));
  endless.push('primera parte\n');
  return { app, socket, endless, port };
}

describe('closeWithin', () => {
  it('cuts a connection whose answer never ends once the grace period is over', async () => {
    const { app, socket, endless } = await stalledRequest();
    const started = Date.now();
    await closeWithin(app, 300);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(5_000);
    endless.destroy();
    socket.destroy();
  });

  it('lets a request in flight finish when it does within the grace period', async () => {
    const { app, socket, endless, port } = await stalledRequest('close');
    // the answer ends 200 ms after the stop: the server waits for it, and stops then
    setTimeout(() => endless.push(null), 200);
    const started = Date.now();
    await closeWithin(app, 5_000);
    expect(Date.now() - started).toBeLessThan(4_000);
    // a stopped server takes no new request
    await expect(fetch(`http://127.0.0.1:${port}/rapido`)).rejects.toThrow();
    socket.destroy();
  });
});
