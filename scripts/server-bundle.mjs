// How the server bundle is built (scripts/build-server.mjs; src/server/server-bundle.test.ts checks it).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { keepSources } from './source-map-filter.mjs';

// Our sources (src/server, src/shared) and the packages they import go into one file: a start then reads and
// compiles one file instead of resolving and reading about a thousand (better-auth, kysely, zod, drizzle…),
// which was half of a restart's CPU (docs/performance.md, Start-up). The packages that find files of their own
// at run time stay in node_modules, imported as they are (OUTSIDE).

/**
 * Packages left out of the bundle: each finds files beside its own code when it runs, which the bundle's
 * location would break. PGlite loads its WebAssembly and file system image (import.meta.url), sharp and argon2
 * load native code, pino starts its transports (pino-pretty) in worker threads by package name, ical-timezones
 * reads its zone files (__dirname). pg-native and @opentelemetry/api are not installed: pg asks for pg-native only
 * when told to, better-auth tries import() of @opentelemetry/api and goes without it.
 */
export const OUTSIDE = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'pino',
  'pino-pretty',
  '@touch4it/ical-timezones',
  'pg-native',
  '@opentelemetry/api',
];

/**
 * esbuild's options for the bundle in `outdir`. CommonJS packages call require() for Node's own modules: the
 * banner gives the ES module a require of its own. The source map leaves the sources' text out: stack traces need
 * only the mappings, and Node keeps the map in memory once --enable-source-maps has read it.
 */
export const bundleOptions = (outdir) => ({
  entryPoints: { main: 'src/server/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: OUTSIDE,
  banner: {
    js: "import { createRequire as feteCreateRequire } from 'node:module'; const require = feteCreateRequire(import.meta.url);",
  },
  // Stack traces of the bundle point at the sources (node --enable-source-maps); the map is never served.
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
  legalComments: 'none',
  // Which files went into the bundle: each must be one the recorded hash covers (not written out).
  metafile: true,
});

/**
 * Builds main.js and main.js.map into `outdir`; the map keeps our sources' mappings only
 * (scripts/source-map-filter.mjs: why). Resolves to esbuild's result (its metafile: what went in).
 */
export async function buildServerBundle(outdir, overrides = {}) {
  const result = await build({ ...bundleOptions(outdir), ...overrides });
  const mapFile = path.join(outdir, 'main.js.map');
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  fs.writeFileSync(mapFile, JSON.stringify(keepSources(map, (source) => !source.includes('node_modules/'))));
  return result;
}
