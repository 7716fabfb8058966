/**
 * The real server as a child process: the bundle `npm start` runs (dist/server/main.js, built by
 * `npm run build` or scripts/build-server.mjs), on its own port and DATA_DIR. Shared by the fault tests
 * (test/faults) and the journeys that stop and start a server of their own (e2e/member/chat-restart.spec.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MALLOC_ENV } from '../../scripts/malloc-env.mjs';
import { freePort } from './postgres-cluster';
import { waitFor, WaitTimeout } from './wait-for';

export { freePort };

export const SERVER_BUNDLE = 'dist/server/main.js';
export const AUTH_SECRET = 'fault-tests-secret-fault-tests-secret-0123456789';

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr (JSON log lines). */
  logs: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The process running dist/server/main.js: the child itself, or npm's grandchild under `npm start`. */
  serverPid(): number;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface AppOptions {
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  /** Added to (or replacing) the defaults below: production, mail kept as files, no demo data, no administrator. */
  env?: Record<string, string>;
  /** How long the server may take to answer `/readyz` with 200 (a first PGlite start creates the database). */
  readyWithinMs?: number;
  /**
   * `bundle` (the default): node runs dist/server/main.js directly, as the Dockerfile does. `npm start`: npm runs
   * scripts/start.mjs, which runs the bundle in a child of its own (a terminal, or systemd's `ExecStart`).
   */
  via?: 'bundle' | 'npm start';
}

/**
 * Signal the server's whole process group: a first start prepares the data in a child process of its own
 * (src/server/main.ts). The server stops that child on SIGTERM and SIGINT (decision 0085), but SIGKILL, which
 * the fault tests send too, would leave it running, writing into a DATA_DIR the caller is about to delete.
 */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    child.kill(signal);
  }
}

/** Servers still running when this process exits (a failed test, a killed worker) go with it. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;
function killOnExit(child: ChildProcess) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const c of running) signalGroup(c, 'SIGKILL');
  });
}

/**
 * The server's environment: production, mail kept as files, no demo data, no administrator, on `port` of the
 * loopback with `options`' DATA_DIR and database, then `options.env` over it.
 */
export function appEnv(port: number, options: Omit<AppOptions, 'port'>): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET,
    MAIL: 'outbox',
    DEMO_DATA: 'off',
    LOG_LEVEL: 'info',
    DATA_DIR: options.dataDir,
    // The clients below stand for many people: each sign-up says its own address through this "proxy".
    TRUSTED_PROXIES: '127.0.0.1',
    ...MALLOC_ENV,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
}

/** Start dist/server/main.js and wait until `/readyz` answers 200. */
export async function startApp(options: AppOptions): Promise<AppProcess> {
  if (!fs.existsSync(path.resolve(SERVER_BUNDLE))) {
    throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` first`);
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const readyWithinMs = options.readyWithinMs ?? 120_000;
  let output = '';
  const npmStart = options.via === 'npm start';
  const [command, args] = npmStart
    ? ['npm', ['start']]
    : [process.execPath, ['--enable-source-maps', SERVER_BUNDLE]];
  const child = spawn(command, args, {
    env: {
      // npm reads its configuration from the home folder.
      ...(npmStart && process.env.HOME ? { HOME: process.env.HOME } : {}),
      ...appEnv(port, options),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stop() reaches the data-preparing child of a first start too.
    detached: true,
  });
  killOnExit(child);
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const app: AppProcess = {
    url,
    port,
    child,
    logs: () => output,
    exited,
    serverPid() {
      if (!npmStart) return child.pid!;
      const pid = descendantsOf(child.pid!).find((p) => commandLineOf(p).includes(SERVER_BUNDLE));
      if (!pid) throw new Error(`no process runs ${SERVER_BUNDLE} under npm start (${child.pid})`);
      return pid;
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) signalGroup(child, signal);
      const result = await exited;
      // Whatever is left of the group (a first start's preparing child) goes too.
      signalGroup(child, 'SIGKILL');
      return result;
    },
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`the server exited while starting:\n${output.slice(-4000)}`);
        }
        return fetch(`${url}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
      },
      { what: `${url}/readyz to answer 200`, timeoutMs: readyWithinMs, intervalMs: 50 },
    );
  } catch (err) {
    if (!(err instanceof WaitTimeout)) throw err;
    await app.stop('SIGKILL');
    throw new Error(`the server was not ready within ${readyWithinMs / 1000} s:\n${output.slice(-4000)}`);
  }
  return app;
}

/** Linux: the command line of a process, or '' once it is gone. */
export function commandLineOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Linux: every process's parent, read from /proc. */
function parentsOfAll(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  return parents;
}

/** Linux: the processes `pid` started itself. */
export function childrenOf(pid: number): number[] {
  return [...parentsOfAll()].filter(([, parent]) => parent === pid).map(([child]) => child);
}

/** Linux: every process below `pid` (children, grandchildren…), read from /proc. */
export function descendantsOf(pid: number): number[] {
  const parents = parentsOfAll();
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** Whether a process still exists (a zombie counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
