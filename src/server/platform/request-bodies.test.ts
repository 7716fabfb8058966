// @module-tag pglite
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberForFile } from '../auth/testing';
import { createEvent } from '../db/factories';
import { testServerForFile } from '../test/harness';
import { JSON_BODY_LIMIT } from './request-guards';

/*
 * Issue #25, goal 3: the request guards (content type, body limit) read a write's headers, not its body, over a
 * real socket as a server runs: asking @hono/node-server's request for its body builds the runtime's whole
 * Request around the socket, a tenth of a like's CPU. The rules stay: JSON only, 64 KB at most, chunked too.
 */
const t = testServerForFile();
const member = memberForFile(t);
let server: ServerType;
let port: number;
/** Every request the server handed to the app, as @hono/node-server made it. */
const seen: Request[] = [];
beforeAll(async () => {
  server = serve({
    fetch: (request, env) => {
      seen.push(request);
      return t.app.fetch(request, env);
    },
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request over HTTP/1.1 as written (chunked when `chunks` are given); the status and body. */
function send(method: string, path: string, headers: Record<string, string>, chunks: string[] = []) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const asMember = () => ({ cookie: member.cookie, origin: t.config.publicUrl });
/** Whether the runtime's Request was built behind @hono/node-server's light one. */
const built = (request: Request) =>
  Object.getOwnPropertySymbols(request).some(
    (key) => key.description === 'requestCache' && (request as never)[key] !== undefined,
  );

describe('writes over a socket', () => {
  it('without a body (a like, an unlike) never build the request around the socket', async () => {
    const event = await createEvent(t.db);
    for (const method of ['PUT', 'DELETE']) {
      seen.length = 0;
      const res = await send(method, `/api/likes/events/${event.id}`, asMember());
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ liked: method === 'PUT' });
      expect(seen).toHaveLength(1);
      expect(built(seen[0]!)).toBe(false);
    }
  });

  it('with a JSON body sized by Content-Length or sent in chunks are read as before', async () => {
    const json = { ...asMember(), 'content-type': 'application/json' };
    const body = JSON.stringify({ firstName: 'Chunked', lastName: 'Lewis' });
    const chunked = await send('PATCH', '/api/members/me', json, [body.slice(0, 5), body.slice(5)]);
    expect(chunked.status).toBe(200);
    expect((await t.request('/api/members/me', { cookie: member.cookie })).text).toContain('Chunked');
    const small = JSON.stringify({ firstName: 'Sized', lastName: 'Lewis' });
    const sized = await send(
      'PATCH',
      '/api/members/me',
      { ...json, 'content-length': String(small.length) },
      [small],
    );
    expect(sized.status).toBe(200);
    expect((await t.request('/api/members/me', { cookie: member.cookie })).text).toContain('Sized');
  });

  it('with a JSON body sized by Content-Length read it from the socket, never building the request around it', async () => {
    // The runtime's Request registers its signal for finalization, which kept every write's request alive
    // through V8's young-generation collections (docs/performance.md, "Tenth session").
    const json = { ...asMember(), 'content-type': 'application/json' };
    const body = JSON.stringify({ firstName: 'Socket', lastName: 'Lewis' });
    seen.length = 0;
    const sized = await send('PATCH', '/api/members/me', { ...json, 'content-length': String(body.length) }, [
      body,
    ]);
    expect(sized.status).toBe(200);
    expect(sized.body).toContain('"Socket"');
    expect(seen).toHaveLength(1);
    expect(built(seen[0]!)).toBe(false);
    const broken = '{"firstName": "Socket"';
    const refused = await send(
      'PATCH',
      '/api/members/me',
      { ...json, 'content-length': String(broken.length) },
      [broken],
    );
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.body).error.message).toBe('The request body must be JSON');
  });

  it('over 64 KB are refused with 413 whether Content-Length says so or the chunks add up to it', async () => {
    const json = { ...asMember(), 'content-type': 'application/json' };
    const huge = JSON.stringify({ firstName: 'x'.repeat(JSON_BODY_LIMIT) });
    const sized = await send('PATCH', '/api/members/me', { ...json, 'content-length': String(huge.length) }, [
      huge,
    ]);
    expect(sized.status).toBe(413);
    expect(JSON.parse(sized.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    const chunked = await send('PATCH', '/api/members/me', json, [huge.slice(0, 40_000), huge.slice(40_000)]);
    expect(chunked.status).toBe(413);
  });

  it('with a body that is not JSON are refused with 415, chunked or not', async () => {
    const text = { ...asMember(), 'content-type': 'text/plain' };
    const body = JSON.stringify({ firstName: 'Plain' });
    expect((await send('PATCH', '/api/members/me', text, [body])).status).toBe(415);
    const sized = await send('PATCH', '/api/members/me', { ...text, 'content-length': String(body.length) }, [
      body,
    ]);
    expect(sized.status).toBe(415);
  });
});
