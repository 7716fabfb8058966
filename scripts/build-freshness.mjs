// Build freshness (issue #19, "build once"): is dist/ already the build of the sources as they are now?
//
// Each build records a hash of its inputs in dist/build-inputs.json when it succeeds (scripts/build-server.mjs for
// the server bundle, vite.config.ts's fete-build-inputs plugin for the web app). A test run that needs dist/ asks
// `isFresh(part)` and builds only when it says no, so `npm test`, the fault tests and `.ci/run` share one build.
//
//   import { freshness, isFresh } from './build-freshness.mjs';
//   if (!isFresh('server')) spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
//   const { fresh, reason } = freshness('web'); // reason, for the log: "its inputs changed since it was built (…)"
//
// Parts (PARTS below): 'server' is dist/server (main.js and the migrations beside it); 'web' is dist/web,
// dist/web-manifest.json and dist/ssr. Their inputs are the source folders and root files listed there, read from disk on
// every call (a few hundred files, tens of milliseconds): a hash of paths and contents, so a checkout, a touch or
// a clock skew changes nothing, and an edit, an added or a deleted file always does. package-lock.json stands for
// node_modules. Test-only files (*.test.*, *.spec.*, src/server/test/, src/web/test/) are left out, so editing a
// test does not cost a web build: the bundles never import them (each build fails if one did, see
// uncoveredInputs), and all they can change in the output is Tailwind's scan of class names, which only ever adds
// rules no page uses.
//
// For the builds: forgetBuild(part) when a build starts (a build that fails halfway leaves no record), then
// recordBuild(part, hash) with the hash of the inputs as they were when it started, once everything is written.
// A developer's `npm run build` always builds; only test runs skip a fresh one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file is in scripts/). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the builds record their inputs' hashes, beside their outputs and outside the served folder. */
export const RECORD_FILE = 'dist/build-inputs.json';

const SHARED_FILES = ['package-lock.json', 'package.json', 'tsconfig.json'];

/** Each part: folders and files whose contents the build reads, and outputs that must exist. */
export const PARTS = {
  server: {
    folders: ['src/server', 'src/shared'],
    files: [
      'scripts/build-server.mjs',
      'scripts/server-bundle.mjs',
      'scripts/source-map-filter.mjs',
      ...SHARED_FILES,
    ],
    outputs: ['dist/server/main.js', 'dist/server/migrations/meta/_journal.json'],
  },
  web: {
    // src/web holds index.html and public/ (vite.config.ts: root src/web).
    folders: ['src/web', 'src/shared'],
    files: ['vite.config.ts', ...SHARED_FILES],
    // dist/ssr: the server's renderer of the public pages, built by the same `vite build` (decision 0057).
    outputs: ['dist/web/index.html', 'dist/web-manifest.json', 'dist/ssr/entry-server.js'],
  },
};

const TEST_ONLY = /(\.(test|spec)\.[cm]?[jt]sx?$)|^src\/(server|web)\/test\//;

function partOf(part) {
  const spec = PARTS[part];
  if (!spec)
    throw new Error(`build-freshness: unknown part "${part}" (one of ${Object.keys(PARTS).join(', ')})`);
  return spec;
}

const toPosix = (file) => file.split(path.sep).join('/');

function walk(dir) {
  const entries = fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return walk(rel);
    return entry.isFile() && !TEST_ONLY.test(rel) ? [rel] : [];
  });
}

/** The files a part's hash covers, relative to the root, sorted. */
export function inputFiles(part) {
  const { folders, files } = partOf(part);
  const found = new Set(files.filter((file) => fs.existsSync(path.join(ROOT, file))));
  for (const folder of folders) for (const file of walk(folder)) found.add(file);
  return [...found].sort();
}

/** The hash of a part's inputs as they are on disk now (hex). */
export function inputsHash(part) {
  const hash = crypto.createHash('sha256');
  hash.update(`fete-build-inputs 1 ${part}\n`);
  for (const file of inputFiles(part)) {
    const body = fs.readFileSync(path.join(ROOT, file));
    hash.update(`${file}\0${body.length}\0`);
    hash.update(body);
  }
  return hash.digest('hex');
}

/**
 * Of the files a bundler read (absolute paths or paths relative to the root; a `?query` is ignored), those in
 * the repository, outside node_modules, that the part's hash does not cover. A build fails when there are any:
 * its output would depend on a file a change to which would not make it stale.
 */
export function uncoveredInputs(part, files) {
  const covered = new Set(inputFiles(part));
  const uncovered = new Set();
  for (const file of files) {
    if (file.startsWith('\0')) continue; // a bundler's virtual module
    const absolute = path.resolve(ROOT, file.split('?')[0]);
    const rel = toPosix(path.relative(ROOT, absolute));
    if (rel.startsWith('..') || path.isAbsolute(rel) || rel.split('/').includes('node_modules')) continue;
    if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) continue;
    if (!covered.has(rel)) uncovered.add(rel);
  }
  return [...uncovered].sort();
}

function readRecord() {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, RECORD_FILE), 'utf8'));
  } catch {
    return {};
  }
}

function writeRecord(record) {
  const file = path.join(ROOT, RECORD_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** A build of the part starts: until it records its hash, its output counts as stale. */
export function forgetBuild(part) {
  partOf(part);
  const record = readRecord();
  if (!(part in record)) return;
  delete record[part];
  writeRecord(record);
}

/** A build of the part succeeded, from inputs whose hash (taken when it started) is `hash`. */
export function recordBuild(part, hash) {
  partOf(part);
  writeRecord({ ...readRecord(), [part]: { inputsHash: hash, builtAt: new Date().toISOString() } });
}

/**
 * Whether dist/ holds the build of the part's inputs as they are now, and why (for a log line): an output is
 * missing, no successful build was recorded, or the inputs changed since.
 */
export function freshness(part) {
  const { outputs } = partOf(part);
  const missing = outputs.find((output) => !fs.existsSync(path.join(ROOT, output)));
  if (missing) return { fresh: false, reason: `${missing} is missing` };
  const built = readRecord()[part];
  if (!built) return { fresh: false, reason: `no finished ${part} build is recorded in ${RECORD_FILE}` };
  if (built.inputsHash !== inputsHash(part)) {
    return { fresh: false, reason: `its inputs changed since it was built (${built.builtAt})` };
  }
  return { fresh: true, reason: `built from these inputs at ${built.builtAt}` };
}

/** True when dist/ holds the build of the part's inputs as they are now. */
export function isFresh(part) {
  return freshness(part).fresh;
}
