import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * A `pg` pool that rides out a database restart (issue #13, docs/operations.md).
 *
 * While PostgreSQL restarts, new connections are refused (ECONNREFUSED, or 57P03 "the database system is
 * starting up / shutting down") and pooled connections are ended by the server (57P01). Without help, every
 * request in that window fails. This pool:
 *  - retries *getting a connection* with a short backoff until `waitMs` has passed, so a request that arrives
 *    during the restart waits for the database instead of failing (nothing has been sent yet: always safe);
 *  - retries a *read* sent outside a transaction (`pool.query('select …')`) once more when its connection was
 *    ended under it: a SELECT changes nothing, so running it again is safe. Writes are never retried here, since
 *    whether a lost COMMIT took effect is unknowable; they fail, and the client gets a 503 it may retry.
 * `pool.on('error')` is handled by the caller (db/client.ts): an idle connection ended by the server is dropped.
 */

/** SQLSTATEs and socket errors that mean "the connection or the server went away", not "the query was wrong". */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up / shutting down
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export function isConnectionError(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++
  ) {
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connection is closed|Client has encountered a connection error/i.test(e.message)
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

export interface SteadyPoolOptions extends pg.PoolConfig {
  /** How long a request may wait for the database to come back before it fails. */
  waitMs?: number;
  /** Name every statement that has parameters, so each connection parses it once (see `named`). */
  namedStatements?: boolean;
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/**
 * A statement with parameters, named by a hash of its text: pg prepares a named statement once per connection and
 * afterwards only binds and executes it, so PostgreSQL parses and analyses each shape of query once per connection
 * instead of on every request (and may keep a generic plan). The text never holds a value (they are parameters),
 * so the names are as many as the shapes of query the code builds.
 */
const names = new Map<string, string>();
function named(args: unknown[]): unknown[] {
  const [config, values] = args as [{ text?: unknown; name?: unknown; values?: unknown[] } | string, unknown];
  if (typeof config !== 'object' || config === null || typeof config.text !== 'string' || config.name)
    return args;
  const params = Array.isArray(values) ? values : config.values;
  if (!params?.length) return args;
  let name = names.get(config.text);
  if (!name) {
    name = 'f' + createHash('sha1').update(config.text).digest('base64url');
    names.set(config.text, name);
  }
  return [{ ...config, name }, ...args.slice(1)];
}

const BACKOFF_MS = [50, 100, 200, 400, 500];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isRead = (query: unknown): boolean => {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
};

export class SteadyPool extends pg.Pool {
  readonly waitMs: number;

  readonly namedStatements: boolean;

  constructor({ waitMs = 10_000, namedStatements = true, ...options }: SteadyPoolOptions = {}) {
    super(options);
    this.waitMs = waitMs;
    this.namedStatements = namedStatements;
  }

  private readonly guarded = new WeakSet<pg.PoolClient>();

  private async connectPatiently(): Promise<pg.PoolClient> {
    const deadline = Date.now() + this.waitMs;
    for (let attempt = 0; ; attempt++) {
      try {
        const client = await super.connect();
        // pg leaves a checked-out client's 'error' event to its user: a transaction under way when the server
        // ends the connection would otherwise crash the process. The failed query rejects on its own; the
        // event goes to the pool's 'error' listener (logged), and the pool discards the client on release.
        if (!this.guarded.has(client)) {
          this.guarded.add(client);
          client.on('error', (err) => this.emit('error', err, client));
          // A transaction's statements go through the checked-out client, not pool.query: named the same way.
          if (this.namedStatements) {
            const query = client.query.bind(client) as QueryFn;
            client.query = ((...args: unknown[]) => query(...named(args))) as typeof client.query;
          }
        }
        return client;
      } catch (err) {
        if (!isConnectionError(err) || Date.now() >= deadline || this.ending) throw err;
        await sleep(Math.min(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!, deadline - Date.now()));
      }
    }
  }

  // pg's own pool.query() calls connect(callback); drizzle's transactions call connect() for a promise.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    const connecting = this.connectPatiently();
    if (!callback) return connecting;
    connecting.then(
      (client) => callback(undefined, client, (release?: unknown) => client.release(release as Error)),
      (err: Error) => callback(err, undefined, () => {}),
    );
  }

  override query(...args: unknown[]): never {
    const send = this.namedStatements ? named(args) : args;
    const run = () => (super.query as QueryFn).apply(this, send);
    // The callback form is pg's own business; drizzle and our code use promises.
    if (typeof args[args.length - 1] === 'function') return run() as never;
    const first = run();
    if (!isRead(args[0])) return first as never;
    return first.catch((err: unknown) => {
      if (!isConnectionError(err) || this.ending) throw err;
      return run();
    }) as never;
  }
}
