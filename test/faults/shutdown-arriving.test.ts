import http from 'node:http';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { isRunning } from '../support/app-process';
import { migratedDataDir, pace, startApp, waitFor, type AppProcess } from './support';

/**
 * A stop signal while requests are arriving (issue #20, item 11): 40 requests on fresh connections, and 30 ms
 * later the signal. Every request whose connection was accepted before the signal gets its answer; none is
 * reset. Before the fix, `server.close()` closed the listener at once, and the kernel reset the connections still
 * waiting in its accept queue for the process to take them (12 of 40 straight to the server, 36 of 40 to the
 * group; under `npm start` a signal to npm's process never reached the server at all: `sh` died and left it
 * running). Connections opened before the signal whose request is sent only after the server has seen it (a
 * browser's preconnect, a slow client) are answered too, with `Connection: close`. Then the listener goes and the
 * process exits 0.
 *
 * The signal goes where each way of stopping sends it: straight to the node process running the bundle (the
 * Dockerfile, `kill <pid>`), to `npm start`'s process (a supervisor that stops its child), to the whole process
 * group under `npm start` (systemd's control group, Ctrl-C in a terminal), and to the server under `npm start`.
 */
const EARLY = 40;
const LATE = 8;
const SIGNAL_AFTER_MS = 30;
const PATHS = ['/api/events', '/api/bands', '/api/restaurants', '/api/products'];

interface Outcome {
  /** When the client saw its connection established (performance.now()); undefined if it never was. */
  connectedAt?: number;
  status?: number;
  connection?: string;
  error?: string;
}

interface Sent {
  outcome: Promise<Outcome>;
  connectedAt(): number | undefined;
  /** Send the request (for the late ones: after the signal). */
  send(): void;
}

/** One GET on a fresh keep-alive connection of its own; the request is written when `send()` is called. */
function request(base: string, path: string): Sent {
  const outcome: Outcome = {};
  // A keep-alive agent of its own: a fresh connection, and the request does not ask to close it (without an
  // agent Node's client sends `Connection: close`, which would make the server's answer say so too).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const req = http.request(`${base}${path}`, { agent, headers: { accept: 'application/json' } });
  req.on('socket', (socket) => socket.once('connect', () => (outcome.connectedAt = performance.now())));
  const done = new Promise<Outcome>((resolve) => {
    req.on('response', (res) => {
      outcome.status = res.statusCode;
      outcome.connection = res.headers.connection;
      res.resume();
      res.on('end', () => resolve(outcome));
      res.on('error', (err) =>
        resolve({ ...outcome, error: (err as NodeJS.ErrnoException).code ?? err.message }),
      );
    });
    req.on('error', (err) =>
      resolve({ ...outcome, error: (err as NodeJS.ErrnoException).code ?? err.message }),
    );
  });
  return {
    outcome: done.finally(() => agent.destroy()),
    connectedAt: () => outcome.connectedAt,
    send: () => req.end(),
  };
}

/** Resolves once every request has its connection. */
async function connected(sent: Sent[], timeoutMs: number) {
  await waitFor(() => sent.every((s) => s.connectedAt() !== undefined), {
    what: 'every late connection to be accepted',
    timeoutMs,
    intervalMs: 1,
  });
}

type Target = 'server' | 'group' | 'npm';
const cases: Array<{ name: string; via: 'bundle' | 'npm start'; target: Target }> = [
  {
    name: 'SIGTERM straight to the server process (node dist/server/main.js)',
    via: 'bundle',
    target: 'server',
  },
  { name: "SIGTERM to npm start's process", via: 'npm start', target: 'npm' },
  { name: 'SIGTERM to the whole process group under npm start (systemd)', via: 'npm start', target: 'group' },
  { name: 'SIGTERM to the server process under npm start', via: 'npm start', target: 'server' },
];

const dataDir = migratedDataDir('arriving');
let app: AppProcess | undefined;
afterAll(async () => {
  await app?.stop('SIGKILL');
});

describe('a stop signal while requests are arriving', () => {
  it.each(cases)('$name: every accepted connection is answered, then exit 0', async ({ via, target }) => {
    app = await startApp({ dataDir, via });
    const base = app.url;
    const serverPid = app.serverPid();
    const npmPid = app.child.pid!;
    // Warm: the first answers of a process compile its code paths; the load below is about connections.
    for (const path of PATHS) expect((await fetch(`${base}${path}`)).status).toBe(200);

    const late = Array.from({ length: LATE }, (_, i) => request(base, PATHS[i % PATHS.length]!));
    await connected(late, 5_000);
    const early = Array.from({ length: EARLY }, (_, i) =>
      request(base, `${PATHS[i % PATHS.length]}?page=${(i % 5) + 1}`),
    );
    for (const r of early) r.send();
    // The scenario's timing (the signal 30 ms into the burst), not a wait for something to happen; on a busy
    // machine this client may not have seen half of its connections accepted by then, and the test would
    // prove little: then the signal waits for that too.
    await pace(SIGNAL_AFTER_MS);
    await waitFor(() => early.filter((r) => r.connectedAt() !== undefined).length >= EARLY / 2, {
      what: 'half of the early connections to be accepted',
      timeoutMs: 5_000,
      intervalMs: 1,
    });

    const signalledAt = performance.now();
    if (target === 'server') process.kill(serverPid, 'SIGTERM');
    else if (target === 'npm') process.kill(npmPid, 'SIGTERM');
    else process.kill(-npmPid, 'SIGTERM');
    // The late requests go once the server has seen the signal (its log says so), so that they are read after it.
    const logs = app.logs;
    await waitFor(() => /"msg":"shutting down"/.test(logs()), {
      what: 'the server to log that it is shutting down',
      timeoutMs: 5_000,
      intervalMs: 1,
    });
    for (const r of late) r.send();

    const earlyOutcomes = await Promise.all(early.map((r) => r.outcome));
    const lateOutcomes = await Promise.all(late.map((r) => r.outcome));
    const acceptedBefore = [...early, ...late]
      .map((r, i) => ({ connectedAt: r.connectedAt(), outcome: [...earlyOutcomes, ...lateOutcomes][i]! }))
      .filter((r) => r.connectedAt !== undefined && r.connectedAt < signalledAt);

    // The server process goes within 10 s of the signal (its own limit), whatever npm does meanwhile.
    await waitFor(() => !isRunning(serverPid), { what: 'the server process to exit', timeoutMs: 12_000 });
    const gone = performance.now() - signalledAt;
    await app.stop('SIGKILL');
    const output = app.logs();
    app = undefined;

    const tally = (outcomes: Outcome[]) =>
      outcomes.reduce<Record<string, number>>((t, o) => {
        const key = o.error ?? `${o.status}${o.connection === 'close' ? ' close' : ''}`;
        return { ...t, [key]: (t[key] ?? 0) + 1 };
      }, {});
    console.log(
      `${via}, SIGTERM to the ${target}: early ${JSON.stringify(tally(earlyOutcomes))}, ` +
        `late ${JSON.stringify(tally(lateOutcomes))}; ${acceptedBefore.length} of ${EARLY + LATE} connected ` +
        `before the signal; the server was gone ${Math.round(gone)} ms after it; load ${os.loadavg()[0]!.toFixed(2)}`,
    );

    // Whatever connected before the signal is answered: no reset, no refusal.
    expect(acceptedBefore.filter((r) => r.outcome.error !== undefined).map((r) => r.outcome)).toEqual([]);
    expect(acceptedBefore.filter((r) => r.outcome.status !== 200).map((r) => r.outcome)).toEqual([]);
    // The late requests were read after the signal: their answers close their connections.
    expect(lateOutcomes.map((o) => o.connection)).toEqual(late.map(() => 'close'));
    expect(acceptedBefore.length).toBeGreaterThanOrEqual(LATE + EARLY / 2);
    // The server finished its shutdown (its last log line) and exited, within its 10 s (the wait above).
    expect(output).toMatch(/"msg":"stopped"/);
    // Only then did the listener go: nothing answers on the port any more.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
