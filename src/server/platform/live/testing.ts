/** Test helpers: an SSE client over app.request(); only test files import this. */
import { afterAll, beforeAll } from 'vitest';
import { newMember, type SignedIn } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';

export interface SseBlock {
  event?: string;
  data?: string;
  id?: string;
  retry?: number;
  comment?: string;
}

interface Fetcher {
  request(path: string, init: RequestInit, env?: unknown): Response | Promise<Response>;
}

/** Parse one `\n\n`-terminated block of an event stream (the fields this server writes). */
function parseBlock(block: string): SseBlock {
  const parsed: SseBlock = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) parsed.comment = line.slice(1).trim();
    const match = /^(event|data|id|retry): ?(.*)$/.exec(line);
    if (!match) continue;
    const [, field, value] = match;
    if (field === 'retry') parsed.retry = Number(value);
    else if (field === 'data') parsed.data = parsed.data === undefined ? value : `${parsed.data}\n${value}`;
    else parsed[field as 'event' | 'id'] = value;
  }
  return parsed;
}

export interface LiveClient {
  response: Response;
  status: number;
  /** The next block that matches (any block by default); fails after `timeoutMs` instead of hanging. */
  next(match?: (block: SseBlock) => boolean, timeoutMs?: number): Promise<SseBlock>;
  /** Every block up to and including the first that matches. */
  until(match: (block: SseBlock) => boolean, timeoutMs?: number): Promise<SseBlock[]>;
  /** Resolves when the server ends the stream. */
  ended(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const isReady = (b: SseBlock) => b.event === 'ready';
export const isMessage = (b: SseBlock) => b.event === undefined && b.data !== undefined;
export const json = (b: SseBlock) => JSON.parse(b.data ?? 'null');

export async function openLive(
  app: Fetcher,
  query: string,
  /** `ip`: the client's address as the socket gives it (limits count visitors by it); none by default. */
  init: { cookie?: string; lastEventId?: string; ip?: string } = {},
): Promise<LiveClient> {
  const headers: Record<string, string> = { accept: 'text/event-stream', 'x-forwarded-for': '10.9.9.9' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.lastEventId) headers['last-event-id'] = init.lastEventId;
  const env = init.ip ? { incoming: { socket: { remoteAddress: init.ip } } } : undefined;
  const response = await app.request(`/api/live?${query}`, { headers }, env);
  // Refusals stay readable as JSON.
  const reader = response.ok ? response.body?.getReader() : undefined;
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  const queue: SseBlock[] = [];

  async function read(deadline: number): Promise<boolean> {
    if (!reader || done) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
    });
    const result = await Promise.race([reader.read(), timeout]);
    clearTimeout(timer);
    if (result === 'timeout') throw new Error(`no matching SSE block in time; had: ${JSON.stringify(queue)}`);
    if (result.done) {
      done = true;
      return false;
    }
    buffer += decoder.decode(result.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      queue.push(parseBlock(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
    }
    return true;
  }

  const client: LiveClient = {
    response,
    status: response.status,
    async next(match = () => true, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex(match);
        if (index >= 0) return queue.splice(0, index + 1).pop()!;
        if (!(await read(deadline))) throw new Error('the stream ended');
      }
    },
    async until(match, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex(match);
        if (index >= 0) return queue.splice(0, index + 1);
        if (!(await read(deadline))) throw new Error('the stream ended');
      }
    },
    async ended(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (await read(deadline));
    },
    async close() {
      await reader?.cancel().catch(() => {});
    },
  };
  return client;
}

/**
 * One test file's setup for the live channel: its test server, a signed-in member, and `live()`, which opens a
 * stream (on the file's app unless another is given) and closes it after the file's tests.
 */
export function liveTestFile() {
  const t = testServerForFile();
  const open: LiveClient[] = [];
  let member: SignedIn | undefined;
  beforeAll(async () => {
    member = await newMember(t);
  });
  // Hooks after run in reverse: the streams close before the server does.
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
  });
  return {
    t,
    get member(): SignedIn {
      if (!member) throw new Error('The member exists from beforeAll on: use it in hooks and tests');
      return member;
    },
    async live(query: string, init: Parameters<typeof openLive>[2] = {}, app: Fetcher = t.app) {
      const client = await openLive(app, query, init);
      open.push(client);
      return client;
    },
  };
}
