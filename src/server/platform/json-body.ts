import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { AppError } from '../../shared/errors';
import { JSON_BODY_LIMIT } from './request-guards';

/**
 * A request's JSON body, read straight from the socket when @hono/node-server hands the handler its `incoming`
 * message and the body is sized by its Content-Length (every write the web app sends): asking its light request
 * for the body instead builds the runtime's whole Request around it, with a signal that the runtime registers
 * in a FinalizationRegistry. V8's young-generation collections keep every registered object alive, so each
 * write's Request, its headers and its stream were moved to the old space and stayed there until the next full
 * collection: a chat send or form submission under load grew the server's old space by 75-100 MiB (issue #25
 * goal 6; docs/performance.md, "Tenth session"). A chunked body, one already read, and a request built in
 * process (tests, `app.request`) are read through hono as before; the text read here is kept in hono's body
 * cache, so a later `c.req.json()` or `text()` answers the same.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  const headers = c.req.raw.headers;
  const sized = headers.has('content-length') && !headers.has('transfer-encoding');
  // Hono keeps each body it read as a promise (its types say the value).
  const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
  if (
    !(incoming instanceof IncomingMessage) ||
    !sized ||
    incoming.readableDidRead ||
    Object.keys(cache).length
  )
    return c.req.json();
  const text = readText(incoming);
  cache.text = text;
  return JSON.parse(await text) as unknown;
}

/** The whole body as UTF-8; past the JSON cap (which jsonBodyLimit already checked in the header) a 413. */
async function readText(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > JSON_BODY_LIMIT) throw new AppError('PAYLOAD_TOO_LARGE');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
