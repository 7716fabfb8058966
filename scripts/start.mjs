// `npm start`: build the web app and the server bundle when missing or older than their sources, then run
// the server (dist/server/main.js; through tsx only if the bundle cannot be built).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MALLOC_ENV } from './malloc-env.mjs';

const index = path.resolve('dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src/web', 'src/shared'].map((d) => newestMtime(path.resolve(d)));
// A build from before the server's renderer (dist/ssr, decision 0057) is built again.
const built =
  fs.existsSync(index) && fs.existsSync('dist/ssr/entry-server.js') ? fs.statSync(index).mtimeMs : 0;
if (built < Math.max(...sources, fs.statSync('vite.config.ts').mtimeMs)) {
  console.log('Building the web app…');
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server bundle (scripts/build-server.mjs, a few seconds) when it is missing or older than its sources or
// the installed packages (it carries most of them: scripts/server-bundle.mjs); if it cannot be built, the
// sources run through tsx as before.
const bundle = path.resolve('dist/server/main.js');
const serverSources = [
  ...['src/server', 'src/shared'].map((d) => newestMtime(path.resolve(d))),
  ...['package-lock.json', 'scripts/server-bundle.mjs']
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.statSync(file).mtimeMs),
];
const bundled = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
if (bundled < Math.max(...serverSources)) {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) fs.rmSync(bundle, { force: true });
}
const entry = fs.existsSync(bundle)
  ? ['--enable-source-maps', bundle]
  : ['--import', 'tsx', 'src/server/main.ts'];

// glibc's malloc settings (scripts/malloc-env.mjs: fewer arenas, freed memory given back), unless set.
const env = { ...MALLOC_ENV, ...process.env };

// Run the server in this process group; forward signals so Ctrl-C and `kill` stop it cleanly.
const server = spawn(process.execPath, entry, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
