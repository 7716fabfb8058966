// Checks on the built web app (run after `npm run build`; CI runs it): what the server would hand to every
// visitor must not include source maps or references to them, and a visitor's first page keeps to its budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Initial JS of a visitor's `/` (the entry, the home route and everything they import), gzip. */
const HOME_JS_BUDGET_BYTES = 170 * 1024;
/** Routes only an administrator or a signed-in member can open: never part of a visitor's first page. */
/**
 * Packages a visitor's first page does without: zod builds every schema when its module loads (the forms and the
 * contracts need it, `/` does not), tens of KB and a long first task on a phone. Read from the source maps.
 */
const NOT_ON_FIRST_PAGE = [/\/node_modules\/zod\//];
const PRIVATE_SOURCES = [
  /(^|\/)admin\//,
  /^features\/members\/(dashboard-page|settings\/)/,
  /^features\/(chat|staff|forms|receipts|badges)\//,
  /^features\/marqet\/marqet-registration-page/,
  /^features\/restaurants\/restaurant-admin-page/,
];

/** A string only React's development build of react-dom carries (its owner-stack frames). */
const REACT_DEVELOPMENT_MARK = 'react-stack-top-frame';

const root = path.resolve('dist/web');
const manifestFile = path.resolve('dist/web-manifest.json');
const problems = [];
const notes = [];
const walk = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

if (!fs.existsSync(path.join(root, 'index.html')))
  problems.push('dist/web/index.html is missing: run npm run build first');
else {
  for (const file of walk(root)) {
    const rel = path.relative(root, file);
    if (file.endsWith('.map')) problems.push(`${rel}: a source map in the served folder`);
    if (/\.(js|css)$/.test(file) && /sourceMappingURL=/.test(fs.readFileSync(file, 'utf8'))) {
      problems.push(`${rel}: points to a source map`);
    }
    // React's development build (several times the main-thread work, ~60 % more vendor code): what a build made
    // with NODE_ENV=development in the environment shipped before vite.config.ts set the bundle's mode (issue #25).
    if (file.endsWith('.js') && fs.readFileSync(file, 'utf8').includes(REACT_DEVELOPMENT_MARK)) {
      problems.push(`${rel}: holds React's development build`);
    }
  }
  if (!fs.existsSync(manifestFile))
    problems.push('dist/web-manifest.json is missing (vite.config.ts build.manifest)');
  else {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    checkFirstPage(manifest, '/', 'features/home/home-page.tsx', HOME_JS_BUDGET_BYTES);
    // The other pages a visitor lands on (the Lighthouse pages): no zod, no private code either.
    checkFirstPage(manifest, '/fete-guide', 'features/events/fete-guide-page.tsx');
    checkFirstPage(manifest, '/events/{id}', 'features/events/event-detail-page.tsx');
    checkFirstPage(manifest, '/fete-marqet', 'features/marqet/fete-marqet-page.tsx');
  }
}
checkImagesDeclareLoading();

/** The chunks the browser fetches before a page can render: static imports from the entry and the page's route. */
function checkFirstPage(manifest, page, route, budget) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const start of ['index.html', route]) {
    if (!manifest[start]) problems.push(`the manifest has no ${start}`);
    else visit(start);
  }
  let gzip = 0;
  for (const key of seen) {
    const chunk = manifest[key];
    gzip += zlib.gzipSync(fs.readFileSync(path.join(root, chunk.file)), { level: 9 }).length;
    const source = chunk.src ?? key;
    const map = path.resolve('dist/sourcemaps', `${path.basename(chunk.file)}.map`);
    if (fs.existsSync(map)) {
      const { sources = [] } = JSON.parse(fs.readFileSync(map, 'utf8'));
      for (const pattern of NOT_ON_FIRST_PAGE) {
        const hit = sources.find((s) => pattern.test(s));
        if (hit) problems.push(`${chunk.file} holds ${hit}, yet a visitor's ${page} loads it`);
      }
    }
    if (PRIVATE_SOURCES.some((p) => p.test(source))) {
      problems.push(
        `${source} (${chunk.file}) is admin or member-only code, yet a visitor's ${page} loads it`,
      );
    }
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  if (budget !== undefined && gzip > budget) {
    problems.push(`a visitor's ${page} loads ${kb(gzip)} of JS (gzip), over the ${kb(budget)} budget`);
  }
  notes.push(
    `a visitor's ${page} loads ${seen.size} scripts, ${kb(gzip)} gzip${budget === undefined ? '' : ` (budget ${kb(budget)})`}`,
  );
}

/**
 * Every <img> says how it loads: `lazy` below the fold (most of them), `eager` only for what the first screen
 * shows (a detail page's main picture, the first hero slide, the first card of a result list). An image without the attribute is fetched at once wherever it is, which is what this guards against.
 */
function checkImagesDeclareLoading() {
  const web = path.resolve('src/web');
  for (const file of walk(web)) {
    if (!file.endsWith('.tsx') || /\.test\.tsx$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/<img\b[^>]*?\/?>/gs)) {
      if (!/\sloading=/.test(match[0])) {
        const line = text.slice(0, match.index).split('\n').length;
        problems.push(
          `${path.relative(process.cwd(), file)}:${line}: <img> without loading="lazy" (or "eager")`,
        );
      }
    }
  }
}

for (const p of problems) console.error(`build check: ${p}`);
if (problems.length) process.exit(1);
console.log(`build check: no source maps served; ${notes.join('; ')}; every <img> declares its loading`);
