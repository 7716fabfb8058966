import type { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Probes for a load balancer or orchestrator (docs/operations.md):
 * - `GET /healthz`: the process is up and its event loop turns. Never touches the database, so a database
 *   outage does not get healthy processes restarted.
 * - `GET /readyz`: send traffic here? 200 when the database answers within a second and every migration of this
 *   build is applied; 503 with the reason while the database is away, and from the moment a shutdown begins (so
 *   the balancer drains the process before it exits).
 */
export interface Readiness {
  /** Why the process should get no traffic now, or null. */
  unready(): Promise<string | null>;
}

export function registerHealthRoutes(app: Hono<AppEnv>, readiness: Readiness): void {
  app.get('/healthz', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('cache-control', 'no-store');
    const reason = await readiness.unready();
    return reason ? c.json({ status: 'unready', reason }, 503) : c.json({ status: 'ready' });
  });
}

/** The server's readiness: unready once shutting down, otherwise whatever the database says. */
export function createReadiness(database: { unready(timeoutMs: number): Promise<string | null> }) {
  let stopping = false;
  return {
    unready: async () => (stopping ? 'shutting down' : database.unready(1_000)),
    /** From now on `/readyz` answers 503: the process is draining. */
    stop() {
      stopping = true;
    },
  };
}
