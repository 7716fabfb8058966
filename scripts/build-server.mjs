// The server as one ES module (`npm run build` runs this after the web build): dist/server/main.js, what
// `npm start` runs when it is there (scripts/start.mjs), so a start needs no TypeScript transform at run time.
// Our sources (src/server, src/shared) are bundled; packages stay in node_modules, imported as they are (native
// code like sharp and argon2, PGlite's WebAssembly, pino's worker transports all find their files there).
// The migrations are copied beside the bundle, where db/client.ts looks for them (next to the module).
// esbuild comes with tsx (a dependency), so it is always installed.
// A finished build records the hash of its inputs (scripts/build-freshness.mjs), for test runs that reuse it.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { forgetBuild, inputsHash, recordBuild, uncoveredInputs } from './build-freshness.mjs';

const outDir = path.resolve('dist/server');
const inputs = inputsHash('server');
forgetBuild('server');
fs.rmSync(outDir, { recursive: true, force: true });

const started = Date.now();
const result = await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  // Stack traces of the bundle point at the sources (node --enable-source-maps); the map is never served.
  sourcemap: 'linked',
  logLevel: 'warning',
  legalComments: 'none',
  // Which files went into the bundle: each must be one the recorded hash covers (not written out).
  metafile: true,
});
const uncovered = uncoveredInputs('server', Object.keys(result.metafile.inputs));
if (uncovered.length) {
  throw new Error(
    `the server bundle reads files scripts/build-freshness.mjs leaves out: ${uncovered.join(', ')}`,
  );
}
fs.cpSync(path.resolve('src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
recordBuild('server', inputs);
const size = fs.statSync(path.join(outDir, 'main.js')).size;
console.log(`dist/server/main.js: ${Math.round(size / 1024)} KB, built in ${Date.now() - started} ms`);
