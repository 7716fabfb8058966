import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { appEnv, SERVER_BUNDLE } from '../support/app-process';
import { freePort, startApp, startCluster, tempDir, waitFor, type AppProcess, type Cluster } from './support';

/**
 * A first start prepares the data in a child process (src/server/main.ts). A stop sent to the server's process
 * alone (`kill <pid>`, a supervisor that signals one process, the start script forwarding it) while that child
 * works stops the child too, and the next start finds a database it can open with nothing half-written
 * (decision 0085). Before, the child went on writing with no parent, holding the embedded database's lock.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !isZombie(pid);
const isZombie = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.startsWith('Z');
  } catch {
    return false;
  }
};
const childrenOf = (pid: number) =>
  fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

describe.each([
  { name: 'PGlite', cluster: false },
  { name: 'PostgreSQL', cluster: true },
])('a stop during the first start on $name', ({ name, cluster: useCluster }) => {
  it('stops the preparing child with the server, and the next start opens the database', async () => {
    let cluster: Cluster | undefined;
    if (useCluster) {
      cluster = await startCluster();
      cleanups.push(() => cluster!.stop());
    }
    const dataDir = tempDir(`first-stop-${name}`);
    const port = await freePort();
    let output = '';
    const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
      // The demo data keeps the child busy long enough for the stop to arrive while it works.
      env: appEnv(port, { dataDir, databaseUrl: cluster?.url, env: { DEMO_DATA: 'auto' } }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const preparing: number[] = [];
    cleanups.push(() => {
      for (const pid of [server.pid!, ...preparing]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    });

    // The positive signal: the server has started its preparing child.
    const child = await waitFor(
      () => {
        if (server.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
        return childrenOf(server.pid!)[0];
      },
      { what: 'the server to start the child that prepares the data', timeoutMs: 60_000 },
    );
    preparing.push(child);
    process.kill(server.pid!, 'SIGTERM');

    expect(await exited).toBe(0);
    await waitFor(() => !alive(child), {
      what: 'the preparing child to stop with the server',
      timeoutMs: 20_000,
    });
    expect(output).toContain('stopped while preparing the data');

    // The next start (no demo data this time) opens what is there: nothing half-written.
    const next: AppProcess = await startApp({ dataDir, databaseUrl: cluster?.url });
    cleanups.push(() => void next.stop('SIGKILL'));
    const events = await fetch(`${next.url}/api/events`);
    expect(events.status).toBe(200);
    expect(((await events.json()) as { total: number }).total).toBe(0);
    expect((await next.stop()).code).toBe(0);
  });
});
