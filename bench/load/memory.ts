/**
 * What holds the server's memory (`node --import tsx bench/load/memory.ts`): the server is bundled the way
 * `npm run build` bundles it (esbuild, the packages in the bundle but scripts/server-bundle.mjs's OUTSIDE) into a
 * temp folder with a small entry that reports `process.memoryUsage()` at each stage: bare node, every module
 * loaded, PGlite (or PostgreSQL with DATABASE_URL) open and migrated with the demo data, after 2,000 list requests
 * as a visitor and a member, and with sharp loaded. MEMORY_TSX=1 runs the sources through tsx instead, for comparison.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleOptions } from '../../scripts/server-bundle.mjs';
import { AUTH_SECRET } from './server-env.mjs';

const entrySource = `
const mib = (n) => Math.round(n / 1048576);
const rows = [];
const stage = (name) => {
  global.gc?.();
  const m = process.memoryUsage();
  rows.push({ name, rss: mib(m.rss), heap: mib(m.heapUsed), external: mib(m.external), buffers: mib(m.arrayBuffers) });
};
stage('bare node');
const { loadConfig } = await import(${JSON.stringify(path.resolve('src/server/config.ts'))});
const { createLogger } = await import(${JSON.stringify(path.resolve('src/server/platform/logger.ts'))});
const { startServices } = await import(${JSON.stringify(path.resolve('src/server/server.ts'))});
const { seedDemoData } = await import(${JSON.stringify(path.resolve('src/server/seed/index.ts'))});
stage('every server module loaded');
const config = { ...loadConfig(), demoData: 'off' };
const { app, deps, database } = await startServices(config, createLogger('warn'));
stage(database.kind + ' open and migrated');
await seedDemoData(deps);
stage('demo data written (none on a restart)');
const { member } = JSON.parse((await import('node:fs')).readFileSync(config.dataDir + '/demo-accounts.json', 'utf8'));
const signIn = await app.request('/api/auth/sign-in/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: config.publicUrl },
  body: JSON.stringify(member),
});
const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const lists = ['/api/events', '/api/destinations', '/api/bands', '/api/restaurants', '/api/providers', '/api/products'];
for (let i = 0; i < 2000; i++) {
  const url = lists[i % lists.length] + '?page=' + (1 + (i % 5));
  await (await app.request(url, i % 2 ? { headers: { cookie } } : {})).text();
}
stage('after 2,000 list requests');
await import('sharp');
stage('sharp loaded (first upload)');
await database.close();
console.log(JSON.stringify(rows));
process.exit(0);
`;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-memory-'));
  const dataDir = path.join(dir, 'data');
  try {
    const entry = path.join(process.cwd(), `.memory-entry-${process.pid}.ts`);
    fs.writeFileSync(entry, entrySource);
    let command: string[];
    try {
      if (process.env.MEMORY_TSX) {
        command = ['--expose-gc', '--import', 'tsx', entry];
      } else {
        // Beside dist/server/main.js, where the bundle finds its migrations (db/client.ts).
        const outdir = path.resolve(`dist/server/.memory-${process.pid}`);
        fs.cpSync('src/server/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
        // Chunks load when imported, so each stage sees only what it imported.
        await build({
          entryPoints: { entry },
          outdir,
          bundle: true,
          splitting: true,
          platform: 'node',
          format: 'esm',
          target: 'node20.19',
          external: bundleOptions(outdir).external,
          banner: bundleOptions(outdir).banner,
          logLevel: 'warning',
        });
        command = ['--expose-gc', path.join(outdir, 'entry.js')];
      }
      // The first start creates the database and writes the demo data; the second is a restart on it.
      for (const run of ['first start', 'restart']) {
        const result = spawnSync(process.execPath, command, {
          env: {
            ...process.env,
            NODE_ENV: 'production',
            DATA_DIR: dataDir,
            MAIL: 'outbox',
            LOG_LEVEL: 'warn',
            AUTH_SECRET,
            UPLOAD_SWEEP_MINUTES: '0',
          },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        const last = result.stdout.trim().split('\n').pop() ?? '[]';
        const rows = JSON.parse(last) as { name: string; rss: number; heap: number; external: number }[];
        console.log(`\n${process.env.MEMORY_TSX ? 'tsx' : 'bundle'}, ${run}:\n`);
        console.log('| stage | RSS MiB | V8 heap used | external (WASM, buffers) |');
        console.log('|---|---:|---:|---:|');
        for (const r of rows) console.log(`| ${r.name} | ${r.rss} | ${r.heap} | ${r.external} |`);
      }
    } finally {
      fs.rmSync(entry, { force: true });
      fs.rmSync(path.resolve(`dist/server/.memory-${process.pid}`), { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
