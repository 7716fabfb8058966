import { afterAll, describe, expect, it } from 'vitest';
import { call, signUp, sleep, startApp, tempDir, type AppProcess } from './support';

/**
 * Graceful shutdown and the probes: SIGTERM under load finishes every request already under way, ends live
 * streams with their reconnect hint, turns /readyz to 503 at once and exits 0 within 10 s.
 */
let app: AppProcess | undefined;
afterAll(async () => {
  await app?.stop('SIGKILL');
});

describe('graceful shutdown (PGlite)', () => {
  it('answers /healthz and /readyz', async () => {
    app = await startApp({ dataDir: tempDir('shutdown') });
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('on SIGTERM: requests under way finish, streams end with a retry hint, exit 0 within 10 s', async () => {
    const base = app!.url;
    const { member } = await signUp(base, 'shutdown-member');
    expect(member).toBeDefined();

    // A live stream, as an open browser tab holds one.
    const stream = await fetch(`${base}/api/live?topics=member:${member!.userId}`, {
      headers: { cookie: member!.cookie },
    });
    const streamText = stream.ok ? stream.text() : Promise.resolve('');

    // Load: 16 clients, each sending one request after another (reads and writes) until the server is gone.
    let stopSending = false;
    const started: Array<{ at: number; outcome: Promise<number | 'error'> }> = [];
    const client = async (n: number) => {
      while (!stopSending) {
        const request =
          n % 2 === 0
            ? call(base, 'GET', '/api/members/me', member!.cookie)
            : call(base, 'PATCH', '/api/members/me', member!.cookie, {
                firstName: 'Fault',
                lastName: `Tester${n}x${started.length}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!),
              });
        const outcome = request.then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
          () => 'error' as const,
        );
        started.push({ at: Date.now(), outcome });
        await outcome;
      }
    };
    const clients = Array.from({ length: 16 }, (_, n) => client(n));
    await sleep(1_500);

    const sigtermAt = Date.now();
    app!.child.kill('SIGTERM');
    // Readiness turns unready at once (requests that still reach the process see it).
    const readyz = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 'refused',
    );
    const { code } = await app!.exited;
    const exitMs = Date.now() - sigtermAt;
    stopSending = true;
    await Promise.all(clients);

    const before = started.filter((s) => s.at < sigtermAt);
    const outcomes = await Promise.all(before.map((s) => s.outcome));
    const failed = outcomes.filter((o) => o === 'error' || o >= 500);
    console.log(
      `shutdown: ${before.length} requests under way or done before SIGTERM, ${failed.length} failed; ` +
        `exit ${code} after ${exitMs} ms; /readyz during the drain: ${readyz}`,
    );
    expect(failed).toEqual([]);
    // The load was real work: nearly every answer a success (a 422 for an odd generated name at most).
    expect(outcomes.filter((o) => o === 200).length).toBeGreaterThan(before.length * 0.9);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect([503, 'refused']).toContain(readyz);
    const text = await streamText;
    expect(text).toMatch(/^retry: \d+/m);
  });
});
