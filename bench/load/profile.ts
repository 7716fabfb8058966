/**
 * Where a request's time goes (`node --import tsx bench/load/profile.ts`): a throwaway PostgreSQL cluster with
 * the demo data, Fete on it with `--cpu-prof`, 20 connections on one path (PROFILE_PATH, default /api/events)
 * (a detail as `/api/events/{id}`: the list's first item) as the signed-in demo member (PROFILE_AS=visitor for
 * no cookie, PROFILE_AS=admin for the demo administrator) for PROFILE_SECONDS (8), then the
 * profile's heaviest functions by self time and by package. The .cpuprofile stays in PROFILE_DIR for
 * Chrome's DevTools.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startCluster } from '../../test/support/postgres-cluster';
import { serverEnv } from './server-env.mjs';

const target = process.env.PROFILE_PATH ?? '/api/events';
const who =
  process.env.PROFILE_AS === 'visitor' || process.env.PROFILE_AS === 'admin'
    ? process.env.PROFILE_AS
    : 'member';
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
const profileDir = path.resolve(
  process.env.PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fete-prof-')),
);
const useDist = process.env.BENCH_SERVER === 'dist';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function summarise(file: string) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const where = (url: string) => {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (m) return m[1]!;
    if (url.includes('/src/'))
      return (
        'app ' +
        url
          .slice(url.indexOf('/src/') + 1)
          .split('/')
          .slice(0, 4)
          .join('/')
      );
    if (url.startsWith('node:')) return url;
    return url ? 'other' : '(native/gc/idle)';
  };
  const byFn = new Map<string, number>();
  const byPkg = new Map<string, number>();
  for (const [id, t] of self) {
    const n = byId.get(id)!;
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${where(f.url)}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
    const pkg = f.url ? where(f.url) : f.functionName;
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + t);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  console.log(`\nBy package (self time, ${Math.round(total / 1000)} ms sampled):\n${top(byPkg, 25)}`);
  console.log(`\nBy function (self time):\n${top(byFn, 40)}`);
}

async function main() {
  const cluster = await startCluster();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-prof-data-'));
  const entry = useDist ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...entry], {
    env: {
      ...process.env,
      ...serverEnv(port),
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/api/hero-slides`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 900) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    const headers: Record<string, string> = {};
    if (who !== 'visitor') {
      const accounts = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'));
      const account = who === 'admin' ? accounts.administrator : accounts.member;
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      headers.cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }
    // A detail path names its item as {id}: the first item of its list (/api/events/{id} → /api/events).
    let url = target;
    if (target.includes('{id}')) {
      const list = target.slice(0, target.indexOf('/{id}'));
      const first = ((await (await fetch(`${base}${list}`)).json()) as { items: { id: string }[] }).items[0];
      url = target.replace('{id}', first!.id);
    }
    const result = await autocannon({ url: base + url, connections: 20, duration: seconds, headers });
    console.log(
      `${url} as ${who}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} not 2xx`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  console.log(`profile: ${path.join(profileDir, file)}`);
  summarise(path.join(profileDir, file));
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
