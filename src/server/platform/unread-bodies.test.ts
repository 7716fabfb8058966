// @module-tag pglite
import http from 'node:http';
import type net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { closeUnreadBodies } from './unread-bodies';

/**
 * A request answered before its body was read (unread-bodies.ts), on a plain HTTP server as main.ts has it: the
 * client, still sending, reads the whole answer, and the connection is closed a set time after it. The end-to-end
 * proof, through @hono/node-server (whose own clean-up reset such a connection half a second after the answer),
 * is test/faults/upload-flood.test.ts: 60 uploads, 58 told to come back later, each gets its answer.
 */
let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

it('keeps the connection for the answer, then closes it', async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(503, { 'retry-after': '5' });
    res.end('come back later');
  });
  // As main.ts: idle connections are kept 65 s, so only closeUnreadBodies closes this one within the test.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  closeUnreadBodies(server, 200);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/', agent });
  req.setHeader('content-length', String(64 * 1024 * 1024));
  req.on('error', () => {});
  const chunk = Buffer.alloc(256 * 1024, 1);
  const write = () => {
    while (!req.destroyed && req.write(chunk));
    if (!req.destroyed) req.once('drain', write);
  };
  write();
  const answer = await new Promise<{ status: number; body: string }>((resolve) =>
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    }),
  );
  expect(answer).toEqual({ status: 503, body: 'come back later' });
  // The body was never all sent: the server closes the connection itself.
  await new Promise<void>((resolve) =>
    req.socket?.destroyed ? resolve() : req.socket!.once('close', resolve),
  );
  expect(req.writableFinished).toBe(false);
  agent.destroy();
});
