// @module-tag pglite
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberForFile } from '../auth/testing';
import { createEvent } from '../db/factories';
import { testServerForFile } from '../test/harness';
import type { AppEnv } from '../app-env';
import { jsonAnswerHeaders, noteContextHeaders } from './answer-headers';
import { jsonAnswer } from './json-answers';
import { PRIVATE_NO_STORE } from './request-guards';
import { securityHeaders } from './security-headers';

/*
 * Issue #25 (the fixed cost every request pays, decision 0063): an API answer made by the routes carries every
 * header the API's middleware set (security headers, Vary, no-store) in one plain record, so @hono/node-server
 * writes it as it is, without a Headers object built from it and walked back. Over a real socket, with the
 * production caches (a visitor's answer kept, revalidated).
 */
const t = testServerForFile({}, { productionCaches: true });
const member = memberForFile(t);
let server: ServerType;
let port: number;
/** Every answer the app handed to @hono/node-server. */
const answers: Response[] = [];
beforeAll(async () => {
  server = serve({
    fetch: async (request, env) => {
      const answer = await t.app.fetch(request, env);
      answers.push(answer);
      return answer;
    },
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request on a new connection; the answer's status line and header lines as written (Date left out), and its body. */
function exchange(method: string, path: string, headers: string[] = []) {
  return new Promise<{ head: string[]; body: Buffer }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf('\r\n\r\n');
      const head = raw
        .subarray(0, end)
        .toString('latin1')
        .split('\r\n')
        .filter((line) => !line.startsWith('Date:'));
      resolve({ head, body: raw.subarray(end + 4) });
    });
    socket.on('error', reject);
    const lines = [`Host: 127.0.0.1:${port}`, ...headers, 'Connection: close'];
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.map((line) => `${line}\r\n`).join('')}\r\n`);
  });
}
const ask = async (method: string, path: string, headers: string[] = []) =>
  (await exchange(method, path, headers)).head;

/** @hono/node-server's light answer keeps its header record until something asks for `headers`. */
const headerRecord = (answer: Response): unknown => {
  const key = Object.getOwnPropertySymbols(answer).find((symbol) => symbol.description === 'cache');
  return key ? (answer as never as Record<symbol, unknown[]>)[key]?.[2] : undefined;
};

const memberWrite = () => [`Cookie: ${member.cookie}`, `Origin: ${t.config.publicUrl}`];
const security = (lines: string[]) =>
  lines.filter((line) =>
    /^(content-security|cross-origin|origin-agent|permissions|referrer|strict|x-)/.test(line),
  );

describe('an API answer on the wire', () => {
  it('reaches @hono/node-server with its headers as one plain record, never as a Headers object', async () => {
    const event = await createEvent(t.db);
    const asked: [string, string, string[]][] = [
      ['GET', '/api/events?q=never-asked', []], // built, then kept
      ['GET', '/api/events?q=never-asked', []], // the kept answer
      ['PUT', `/api/likes/events/${event.id}`, memberWrite()],
      ['DELETE', `/api/likes/events/${event.id}`, memberWrite()],
      ['GET', '/api/members/me', [`Cookie: ${member.cookie}`]],
    ];
    for (const [method, path, headers] of asked) {
      answers.length = 0;
      const [status] = await ask(method, path, headers);
      expect(status, `${method} ${path}`).toBe('HTTP/1.1 200 OK');
      const record = headerRecord(answers[0]!);
      expect(record, `${method} ${path}`).toBeTypeOf('object');
      expect(record, `${method} ${path}`).not.toBeInstanceOf(Headers);
    }
  });

  it('carries the headers the middleware set, in the order they were written, compressed or not', async () => {
    const event = await createEvent(t.db);
    // A 404 is made by the error handler, and gets its headers from the middleware one by one, as before.
    const generic = await ask('GET', '/api/nothing-here');
    const visitor = await ask('GET', '/api/events?q=also-never-asked');
    const names = (lines: string[]) => lines.slice(1).map((line) => line.slice(0, line.indexOf(':')));
    const sorted = (lines: string[]) => names(lines).slice(0, -2);
    for (const lines of [generic, visitor]) {
      // By name (as a Headers object hands them out), then what node-server and node add.
      expect(sorted(lines)).toEqual([...sorted(lines)].sort());
      expect(names(lines).slice(-2)).toEqual(['Content-Length', 'Connection']);
    }
    expect(security(visitor)).toEqual(security(generic));
    expect(visitor).toContain('vary: Accept-Encoding');
    expect(visitor).toContain('content-type: application/json');
    expect(visitor.some((line) => /^etag: W\/".+"$/.test(line))).toBe(true);
    const revalidated = await ask('GET', '/api/events?q=also-never-asked', [
      `If-None-Match: ${visitor.find((line) => line.startsWith('etag: '))!.slice(6)}`,
    ]);
    expect(revalidated[0]).toBe('HTTP/1.1 304 Not Modified');
    expect(security(revalidated)).toEqual(security(generic));

    // A member's answer, plain and compressed: private, and saying it varies by Accept-Encoding (node-server's
    // copy of a compressed answer used to drop the Vary set on the answer before).
    for (const encoding of [[], ['Accept-Encoding: gzip']]) {
      const write = await ask('PUT', `/api/likes/events/${event.id}`, [...memberWrite(), ...encoding]);
      const read = await ask('GET', '/api/events?pageSize=50', [`Cookie: ${member.cookie}`, ...encoding]);
      for (const lines of [write, read]) {
        expect(lines[0]).toBe('HTTP/1.1 200 OK');
        expect(security(lines)).toEqual(security(generic));
        expect(lines).toContain('cache-control: private, no-store');
        expect(lines).toContain('vary: Accept-Encoding');
      }
      expect(read.includes('content-encoding: gzip')).toBe(encoding.length > 0);
      await ask('DELETE', `/api/likes/events/${event.id}`, memberWrite());
    }
  });
});

describe('a compressed API answer', () => {
  it('is sent whole, with its length and its record, the same JSON as the plain answer', async () => {
    // Before, compress() piped it through a CompressionStream: a streamed, chunked answer, no Content-Length.
    for (let i = 0; i < 6; i++)
      await createEvent(t.db, { description: 'A long night on the road. '.repeat(4) });
    const asked: [string, string[]][] = [
      ['/api/events?pageSize=50', []], // a visitor's answer, built and then kept
      ['/api/events?pageSize=50', []],
      ['/api/events?pageSize=50', [`Cookie: ${member.cookie}`]], // a member's, built on each request
    ];
    for (const [path, who] of asked) {
      const plain = await exchange('GET', path, who);
      expect(plain.body.byteLength).toBeGreaterThanOrEqual(1024);
      for (const [coding, inflate] of [
        ['gzip', gunzipSync],
        ['deflate', inflateSync],
      ] as const) {
        answers.length = 0;
        const packed = await exchange('GET', path, [...who, `Accept-Encoding: ${coding}, br;q=0`]);
        expect(packed.head[0]).toBe('HTTP/1.1 200 OK');
        expect(packed.head).toContain(`content-encoding: ${coding}`);
        expect(packed.head).toContain('vary: Accept-Encoding');
        expect(packed.head).toContain(`Content-Length: ${packed.body.byteLength}`);
        expect(packed.head.some((line) => /^transfer-encoding/i.test(line))).toBe(false);
        expect(headerRecord(answers[0]!)).not.toBeInstanceOf(Headers);
        expect(JSON.parse(inflate(packed.body).toString('utf8'))).toEqual(
          JSON.parse(plain.body.toString('utf8')),
        );
        expect(packed.head.includes('cache-control: private, no-store')).toBe(who.length > 0);
      }
    }
  });
});

describe('a header the route set on the context', () => {
  it('is kept: the answer is then made by the context (a cookie expired by the account deletion, say)', async () => {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('jsonHeaders', await jsonAnswerHeaders(securityHeaders([]), PRIVATE_NO_STORE)());
        noteContextHeaders(c);
        await next();
      })
      .get('/plain', (c) => jsonAnswer(c, { ok: true }, 200))
      .get('/cookie', (c) => {
        deleteCookie(c, 'session', { path: '/' });
        return jsonAnswer(c, { ok: true }, 200);
      });
    const plain = await app.request('/plain');
    expect(plain.headers.get('set-cookie')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const cookie = await app.request('/cookie');
    expect(cookie.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
    expect(await cookie.json()).toEqual({ ok: true });
  });
});
