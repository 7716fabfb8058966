/**
 * The server's inspector (\`--inspect\` on a port of its own), for bench/load/live.ts: a bare WebSocket client (one
 * text frame out, frames in until the answer) that reads memory after a full garbage collection and the server's
 * event loop delay over a phase.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';

const evaluate = (expression: string) => ({
  method: 'Runtime.evaluate',
  params: { expression, returnByValue: true },
});
const valueOf = (result: unknown) => (result as { result: { value: string } }).result.value;

export type Memory = { rss: number; heapUsed: number; external: number };
export const addMemory = (a: Memory, b: Memory): Memory => ({
  rss: a.rss + b.rss,
  heapUsed: a.heapUsed + b.heapUsed,
  external: a.external + b.external,
});

/**
 * Through the server's inspector (a bare WebSocket client: one text frame out, frames in until the answer):
 * a full garbage collection, then `process.memoryUsage()`, so memory per stream is what the streams hold,
 * not garbage left by opening them.
 */
export async function collectedMemory(inspectPort: number): Promise<Memory> {
  const calls = [
    { method: 'HeapProfiler.collectGarbage' },
    evaluate('JSON.stringify(process.memoryUsage())'),
  ];
  // The inspector sometimes never answers a session (seen at 1,000 streams under load): that session is closed
  // (a session left open would keep the server from exiting) and a second one tried, then the figure is left out.
  for (let attempt = 1; attempt <= 2; attempt++) {
    const socket = new net.Socket();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 45_000)));
    const read = await Promise.race([inspectorCalls(socket, inspectPort, calls), timeout]).finally(() => {
      clearTimeout(timer);
      socket.destroy();
    });
    if (read) {
      const usage = JSON.parse(valueOf(read[1])) as Memory;
      return { rss: usage.rss / 1024, heapUsed: usage.heapUsed / 1024, external: usage.external / 1024 };
    }
    console.error(`the inspector did not answer in 45 s (attempt ${attempt} of 2)`);
  }
  console.error('memory after a full GC not measured');
  return { rss: NaN, heapUsed: NaN, external: NaN };
}

/** Runs `calls` in order through one inspector session on `socket`; answers their results. */
async function inspectorCalls(
  socket: net.Socket,
  inspectPort: number,
  calls: { method: string; params?: unknown }[],
): Promise<unknown[]> {
  // The target's address first, then the session's connection: a connection opened before the list was read and
  // left silent held the inspector's answer to the list (the first session then often got no answer at all).
  const list = await fetch(`http://127.0.0.1:${inspectPort}/json/list`);
  const [target] = (await list.json()) as { id: string }[];
  await new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.connect(inspectPort, '127.0.0.1', () => resolve(undefined));
  });
  socket.write(
    `GET /${target!.id} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  let buffer = Buffer.alloc(0);
  let upgraded = false;
  const answers = new Map<number, (result: unknown) => void>();
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (!upgraded) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      buffer = buffer.subarray(end + 4);
      upgraded = true;
    }
    for (;;) {
      if (buffer.length < 2) return;
      let length = buffer[1]! & 0x7f;
      let offset = 2;
      if (length === 126) [length, offset] = [buffer.readUInt16BE(2), 4];
      else if (length === 127) [length, offset] = [Number(buffer.readBigUInt64BE(2)), 10];
      if (buffer.length < offset + length) return;
      const text = buffer.subarray(offset, offset + length).toString('utf8');
      buffer = buffer.subarray(offset + length);
      const message = JSON.parse(text) as { id?: number; result?: unknown };
      if (message.id !== undefined) answers.get(message.id)?.(message.result);
    }
  });
  let nextId = 0;
  const call = (method: string, params: unknown = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++nextId;
      answers.set(id, resolve);
      const payload = Buffer.from(JSON.stringify({ id, method, params }));
      const mask = randomBytes(4);
      const header =
        payload.length < 126
          ? Buffer.from([0x81, 0x80 | payload.length])
          : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
      socket.write(Buffer.concat([header, mask, payload.map((byte, i) => byte ^ mask[i % 4]!)]));
    });
  const results: unknown[] = [];
  for (const { method, params } of calls) results.push(await call(method, params));
  socket.destroy();
  return results;
}

/**
 * Starts measuring the server's event loop delay (perf_hooks, 10 ms resolution); `loopDelay` reads it (ms): how
 * long the server itself held a message back, beside the bench's own delay.
 */
export async function startLoopDelay(inspectPort: number): Promise<void> {
  const socket = new net.Socket();
  await withTimeout(
    inspectorCalls(socket, inspectPort, [
      evaluate(
        `(globalThis.__benchLoopDelay?.disable(), globalThis.__benchLoopDelay = process.getBuiltinModule('node:perf_hooks').monitorEventLoopDelay({ resolution: 10 }), globalThis.__benchLoopDelay.enable(), '1')`,
      ),
    ]),
    null,
  ).finally(() => socket.destroy());
}

export async function loopDelay(inspectPort: number): Promise<{ max: number; p99: number }> {
  const socket = new net.Socket();
  const [result] = await withTimeout(
    inspectorCalls(socket, inspectPort, [
      evaluate(
        `JSON.stringify({ max: globalThis.__benchLoopDelay.max / 1e6, p99: globalThis.__benchLoopDelay.percentile(99) / 1e6 })`,
      ),
    ]),
    [undefined],
  ).finally(() => socket.destroy());
  // Not answered, or not started (startLoopDelay not answered either): left out.
  const value = result ? (result as { result?: { value?: unknown } }).result?.value : undefined;
  if (typeof value !== 'string') return { max: NaN, p99: NaN };
  return JSON.parse(value) as { max: number; p99: number };
}

/** `promise`, or `otherwise` after 5 s (the inspector did not answer: the figure is left out). */
async function withTimeout<T, U>(promise: Promise<T>, otherwise: U): Promise<T | U> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<U>((resolve) => (timer = setTimeout(() => resolve(otherwise), 5_000)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
