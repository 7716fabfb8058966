// The server as one ES module (`npm run build` runs this after the web build): dist/server/main.js, what
// `npm start` runs when it is there (scripts/start.mjs), so a start needs no TypeScript transform at run time.
// Our sources and the packages they import are bundled, but for a few that find their own files at run time
// (scripts/server-bundle.mjs: which, and why).
// The migrations are copied beside the bundle, where db/client.ts looks for them (next to the module).
// esbuild comes with tsx (a dependency), so it is always installed.
// A finished build records the hash of its inputs (scripts/build-freshness.mjs), for test runs that reuse it.
import fs from 'node:fs';
import path from 'node:path';
import { forgetBuild, inputsHash, recordBuild, uncoveredInputs } from './build-freshness.mjs';
import { buildServerBundle } from './server-bundle.mjs';

const outDir = path.resolve('dist/server');
const inputs = inputsHash('server');
forgetBuild('server');
fs.rmSync(outDir, { recursive: true, force: true });

const started = Date.now();
const result = await buildServerBundle(outDir);
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
