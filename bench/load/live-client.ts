/**
 * The bench's side of the live channel (bench/load/live.ts and its storm worker, live-storm.ts): SSE streams
 * opened as a browser opens them, requests sent on a schedule, and the requests that failed.
 */
import http from 'node:http';

export type Message = { type: string; topic: string; message?: { body: string }; likes?: number };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/**
 * One SSE stream as a browser opens it; resolves once the server sent `ready`. `onOpen` hears which process
 * holds it (behind the proxy).
 */
export function openStream(
  base: string,
  cookie: string,
  topic: string,
  onMessage: (m: Message) => void,
  onOpen: (upstream: string | undefined) => void = () => {},
) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(
      `${base}/api/live?topics=${encodeURIComponent(topic)}`,
      { agent, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream ${topic}: ${response.statusCode}`));
          response.resume();
          return;
        }
        onOpen(response.headers['x-upstream'] as string | undefined);
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: ready')) resolve(request);
            else if (block.startsWith('id: ')) {
              const data = block.slice(block.indexOf('\ndata: ') + 7);
              onMessage(JSON.parse(data) as Message);
            }
          }
        });
      },
    );
    request.on('error', reject);
  });
}

/** Calls `send(i)` `rate` times a second for `seconds`, on schedule (catching up after a late tick). */
export async function paced(rate: number, seconds: number, send: (i: number) => void) {
  const start = performance.now();
  let sent = 0;
  const total = Math.round(rate * seconds);
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    while (sent < due) send(sent++);
    await sleep(5);
  }
}

/** Failed requests by status (0: no answer), and why those without an answer got none. */
export const failures = new Map<number, number>();
export const failureReasons = new Map<string, number>();

/** A member's write (their session's cookie, the site's origin); answers whether it succeeded, and who served it. */
export async function post(base: string, cookie: string, method: string, p: string, body?: unknown) {
  const response = await fetch(base + p, {
    method,
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((err: Error & { cause?: Error }) => {
    const why = err.cause?.message ?? err.message;
    failureReasons.set(why, (failureReasons.get(why) ?? 0) + 1);
    return null;
  });
  await response?.arrayBuffer();
  if (!response?.ok) failures.set(response?.status ?? 0, (failures.get(response?.status ?? 0) ?? 0) + 1);
  return { ok: response?.ok === true, upstream: response?.headers.get('x-upstream') ?? undefined };
}

/** Adds counts from another map (the storm worker's failures) into one of these. */
export const addCounts = <K>(into: Map<K, number>, from: Iterable<[K, number]>) => {
  for (const [key, n] of from) into.set(key, (into.get(key) ?? 0) + n);
};
