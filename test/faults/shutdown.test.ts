import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { call, follow, migratedDataDir, pace, signUp, startApp, waitFor, type AppProcess } from './support';

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
    app = await startApp({ dataDir: migratedDataDir('shutdown'), env: { SHUTDOWN_DELAY_SECONDS: '1.5' } });
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('keeps an idle connection 65 s and says so, longer than the balancers and pooling clients that reuse it', async () => {
    // Node's 5 s reset a pooled connection's next request when both sides timed out together (ECONNRESET).
    const hint = await new Promise<string>((resolve, reject) =>
      http
        .get(`${app!.url}/healthz`, (res) => (res.resume(), resolve(String(res.headers['keep-alive']))))
        .on('error', reject),
    );
    expect(hint).toBe('timeout=65');
  });

  it('on SIGTERM: unready first, requests under way finish, streams end with a retry hint, exit 0 within 10 s', async () => {
    const base = app!.url;
    const { member } = await signUp(base, 'shutdown-member');
    expect(member).toBeDefined();

    // A live stream, as an open browser tab holds one.
    const res = await fetch(`${base}/api/live?topics=member:${member!.userId}`, {
      headers: { cookie: member!.cookie },
    });
    expect(res.status).toBe(200);
    const stream = follow(res);
    await stream.ready();

    // A load balancer's view: /readyz every 100 ms; once it fails, no new request is sent to this process.
    let unreadyAt = 0;
    const probe = (async () => {
      while (!unreadyAt) {
        const status = await fetch(`${base}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (status !== 200) unreadyAt = Date.now();
        else await pace(100);
      }
    })();

    // Load: 16 clients, each sending one request after another (reads and writes) while the balancer routes here.
    const sent: Array<{ at: number; outcome: Promise<number | 'error'> }> = [];
    const answeredBy = new Array<number>(16).fill(0);
    const client = async (n: number) => {
      for (let i = 0; !unreadyAt; i++) {
        const request =
          n % 2 === 0
            ? call(base, 'GET', '/api/members/me', member!.cookie)
            : call(base, 'PATCH', '/api/members/me', member!.cookie, {
                firstName: 'Fault',
                lastName: `Tester ${'abcdefghij'[n % 10]}${'abcdefghij'[i % 10]}`,
              });
        const outcome = request.then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
          () => 'error' as const,
        );
        sent.push({ at: Date.now(), outcome });
        await outcome;
        answeredBy[n]!++;
      }
    };
    const clients = answeredBy.map((_, n) => client(n));
    // SIGTERM once the load is under way: every client has had answers and is sending its next request.
    await waitFor(() => answeredBy.every((n) => n >= 2), {
      what: 'two answers for each of the 16 clients',
      timeoutMs: 60_000,
    });

    const sigtermAt = Date.now();
    app!.child.kill('SIGTERM');
    const { code } = await app!.exited;
    const exitMs = Date.now() - sigtermAt;
    await Promise.all([probe, ...clients]);

    const outcomes = await Promise.all(sent.map((s) => s.outcome));
    const failed = outcomes.filter((o) => o === 'error' || o >= 500);
    const tally = outcomes.reduce<Record<string, number>>((t, o) => ({ ...t, [o]: (t[o] ?? 0) + 1 }), {});
    console.log(
      `shutdown: ${sent.length} requests sent while /readyz said ready (${JSON.stringify(tally)}), ` +
        `${sent.filter((s) => s.at >= sigtermAt).length} of them after SIGTERM; ${failed.length} failed; ` +
        `unready ${unreadyAt - sigtermAt} ms after SIGTERM; exit ${code} after ${exitMs} ms`,
    );
    expect(failed).toEqual([]);
    // The load was real work: nearly every answer a success.
    expect(outcomes.filter((o) => o === 200).length).toBeGreaterThan(sent.length * 0.9);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect(unreadyAt).toBeGreaterThan(0);
    // The server ended the stream (the process is gone, and it did not just drop the connection); the stream
    // carried the reconnect hint browsers follow.
    expect(await stream.ended).toBe('end');
    expect(stream.text()).toMatch(/^retry: \d+/m);
  });
});
