// @module-tag pglite
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections, type ConnectionDrain } from './drain';

/**
 * The shutdown's drain (drain.ts) on a plain HTTP server: connections the kernel accepted that wait for the
 * process to take them are answered, not reset; so is a connection whose request arrives after the listener has
 * closed; a keep-alive connection between requests is closed; one that never sends anything is closed after its
 * grace; then the listener is gone. The end-to-end proof with the real server and real signals is
 * test/faults/shutdown-arriving.test.ts.
 */
let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

async function start(): Promise<{ port: number; connections: ConnectionDrain }> {
  server = http.createServer((_req, res) => {
    // As main.ts does while stopping: every answer closes its connection.
    res.setHeader('connection', 'close');
    res.end('ok');
  });
  const connections = trackConnections(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, connections };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/**
 * A raw connection, once the server has accepted it: `text()` is everything it received until the server closed
 * it; `received(pattern)` resolves once what it received so far matches.
 */
async function connect(port: number, connections: ConnectionDrain) {
  const open = connections.open;
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  while (connections.open === open) await tick();
  return {
    socket,
    text: () => closed,
    async received(pattern: RegExp) {
      while (!pattern.test(received)) await tick();
    },
  };
}

const GET = 'GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n';

describe('the connection drain', () => {
  it("answers the connections still waiting in the kernel's accept queue before closing the listener", async () => {
    const { port, connections } = await start();
    const answers = Array.from({ length: 20 }, () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.write(GET);
      let received = '';
      socket.on('data', (d) => (received += d.toString()));
      return new Promise<string>((resolve) => {
        socket.on('close', () => resolve(received));
        socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      });
    });
    // The connects run on the next tick; the server's event loop has not polled since, so the kernel holds them
    // in the listener's queue when the drain starts (Node's server.close() here resets every one of them).
    await new Promise((resolve) => process.nextTick(resolve));
    expect(connections.open).toBe(0);
    await connections.drain({ drainMs: 5_000, firstRequestMs: 5_000, sweepMs: 10 });
    for (const answer of await Promise.all(answers)) expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('answers a request that arrives after the listener closed on a connection accepted before', async () => {
    const { port, connections } = await start();
    const waiting = await connect(port, connections);
    const drained = connections.drain({ drainMs: 5_000, firstRequestMs: 5_000, sweepMs: 10 });
    // The request arrives once the listener is closed and the idle sweep has begun.
    while (server!.listening) await tick();
    await new Promise((resolve) => setTimeout(resolve, 30));
    waiting.socket.write(GET);
    const answer = await waiting.text();
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toMatch(/connection: close/i);
    await drained;
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('closes a keep-alive connection between requests, and an unused one after its grace', async () => {
    server = http.createServer((_req, res) => res.end('ok'));
    const connections = trackConnections(server);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const kept = await connect(port, connections);
    kept.socket.write(GET);
    await kept.received(/ok$/);
    const unused = await connect(port, connections);
    const startedAt = Date.now();
    await connections.drain({ drainMs: 5_000, firstRequestMs: 300, sweepMs: 10 });
    // The keep-alive one got its one answer and was then closed; the unused one got nothing, after its grace.
    expect(await kept.text()).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
    expect(await unused.text()).toBe('');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300);
  });
});
