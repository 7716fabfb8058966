import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A free loopback port, asked of the kernel (a developer's own services may hold the usual ones); with
 * BENCH_PORTS (`3171-3179`, on a machine shared with others) the next free one of that range instead.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return listenOn(0);
  for (let port = Math.max(Number(range[1]), nextInRange); port <= Number(range[2]); port++) {
    const free = await listenOn(port).then(
      () => true,
      () => false,
    );
    if (free) {
      // A port handed out is not handed out again, even before its server has started listening.
      nextInRange = port + 1;
      return port;
    }
  }
  throw new Error(`BENCH_PORTS ${process.env.BENCH_PORTS}: no free port left`);
}
let nextInRange = 0;

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
    server.on('error', reject);
  });
}

export interface Cluster {
  url: string;
  /** Stop the cluster for good and delete its folder. */
  stop(): void;
  /** Stop the database server (fast shutdown: sessions are ended) and keep the data (fault tests). */
  pause(): void;
  /** Start it again on the same port and data. */
  resume(): void;
  /** Command-line tools of this PostgreSQL (pg_dump, pg_restore). */
  bin: string;
}

const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL cluster in a temp folder on a free loopback port, the way `.ci/run` makes one:
 * initdb refuses root, so as root it runs as the `postgres` user. fsync off: the bench measures reads.
 */
export async function startCluster(): Promise<Cluster> {
  if (process.env.BENCH_DATABASE_URL) return databaseOf(process.env.BENCH_DATABASE_URL);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-bench-pg-'));
  fs.chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (bin: string, args: string[]) => {
    const command = [path.join(PGBIN, bin), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync(
      asRoot ? 'su' : 'bash',
      asRoot ? ['postgres', '-s', '/bin/bash', '-c', command] : ['-c', command],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=100`;
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  let stopped = false;
  const log = path.join(dir, 'server.log');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin: PGBIN,
    pause() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume() {
      run('pg_ctl', ['-D', data, '-l', log, '-w', '-o', options, 'start']);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * BENCH_DATABASE_URL: a cluster already running (a shared machine's own port): a new database in it for this
 * run, dropped at the end. It cannot be paused (fault tests start their own).
 */
async function databaseOf(url: string): Promise<Cluster> {
  const name = `fete_bench_${process.pid}_${Date.now()}`;
  const ownUrl = await createDatabase(url, name);
  let stopped = false;
  return {
    url: ownUrl,
    bin: PGBIN,
    pause() {
      throw new Error('BENCH_DATABASE_URL: a cluster of its own is needed to pause');
    },
    resume() {
      throw new Error('BENCH_DATABASE_URL: a cluster of its own is needed to resume');
    },
    stop() {
      if (stopped) return;
      stopped = true;
      const sql = `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;
      execFileSync(path.join(PGBIN, 'psql'), [url, '-c', sql], { stdio: 'ignore' });
    },
  };
}

/** A new, empty database `name` in the cluster at `clusterUrl`; its URL. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
