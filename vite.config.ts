import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { forgetBuild, inputsHash, recordBuild, uncoveredInputs } from './scripts/build-freshness.mjs';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/**
 * Writes a .br and a .gz beside every text asset of the build, once, at maximum compression; the server
 * (serveStatic with `precompressed`) sends whichever the browser accepts, so no request pays for it.
 * FETE_PRECOMPRESS=fast (a test run's own build, scripts/test.mjs) compresses at a cheap level instead: the same
 * files and headers, a little larger, a fraction of the build's time.
 */
const fastCompression = process.env.FETE_PRECOMPRESS === 'fast';

function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  let outDir = '';
  return {
    name: 'fete-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: fastCompression ? 1 : 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: fastCompression ? 1 : 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * Source maps are for us, not for every visitor: built 'hidden' (no sourceMappingURL in the bundles) and moved out
 * of the served folder to dist/sourcemaps, where an error tracker or a developer can still use them.
 */
function privateSourceMaps(): Plugin {
  let outDir = '';
  return {
    name: 'fete-private-source-maps',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const target = path.resolve(outDir, '../sourcemaps');
      fs.rmSync(target, { recursive: true, force: true });
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets).filter((n) => n.endsWith('.map'))) {
        fs.mkdirSync(target, { recursive: true });
        fs.renameSync(path.join(assets, name), path.join(target, name));
      }
    },
  };
}

/** The build manifest is for our checks, not for visitors: moved from the served folder to dist/web-manifest.json. */
function manifestAside(): Plugin {
  let outDir = '';
  return {
    name: 'fete-manifest-aside',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifest = path.join(outDir, '.vite', 'manifest.json');
      if (!fs.existsSync(manifest)) return;
      fs.renameSync(manifest, path.resolve(outDir, '../web-manifest.json'));
      fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}

/**
 * The server's renderer of the public pages (decision 0057): src/web/entry-server.tsx built for Node into
 * dist/ssr/entry-server.js (and its chunks in dist/ssr/chunks), after the browser's bundle and within the same `vite
 * build` (so `npm start`, `npm run build` and the build record cover it), with the packages it uses bundled in and
 * React's production build.
 * The server imports it when it is there (server/platform/server-render.ts).
 */
function serverRenderer(): Plugin {
  let root = '';
  let written = false;
  return {
    name: 'fete-server-renderer',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      sequential: true,
      async handler(error?: Error) {
        if (!written || error) return;
        await build({
          configFile: false,
          root,
          publicDir: false,
          logLevel: 'warn',
          plugins: [react()],
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true },
          build: {
            ssr: 'entry-server.tsx',
            outDir: SSR_OUT_DIR,
            emptyOutDir: true,
            minify: true,
            // Split like the browser's build (each page a chunk of its own, loaded when its route is first
            // drawn): a restart's first drawn page compiles and runs the chunks of that page, not every page's
            // code (docs/performance.md, Start-up, s44-start).
            rolldownOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
          },
        });
      },
    },
  };
}

/** Where the server's renderer is built, beside dist/web (server/platform/server-render.ts reads it there). */
const SSR_OUT_DIR = '../../dist/ssr';

/**
 * Records the hash of the web build's inputs in dist/build-inputs.json once the build has written everything
 * (scripts/build-freshness.mjs), so that test runs reuse a fresh dist/web. The hash is of the inputs as they were
 * when the build started; a build that fails leaves no record. Every module the bundle read must be one the hash
 * covers.
 */
function recordBuildInputs(): Plugin {
  let inputs = '';
  let written = false;
  return {
    name: 'fete-build-inputs',
    apply: 'build',
    buildStart() {
      inputs = inputsHash('web');
      written = false;
      forgetBuild('web');
    },
    buildEnd(error) {
      if (error) return;
      const uncovered = uncoveredInputs('web', this.getModuleIds());
      if (uncovered.length) {
        this.error(
          `the web build reads files scripts/build-freshness.mjs leaves out: ${uncovered.join(', ')}`,
        );
      }
    },
    // Only a build that got as far as writing its files counts (closeBundle also runs after a failure).
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error?: Error) {
        if (written && !error) recordBuild('web', inputs);
      },
    },
  };
}

/**
 * The public pages' shared kit (one chunk): listing, detail and plain UI components, and the public lists' api,
 * card and format modules. Left out: what pulls in zod (schemas, the forms domain, uploads) or serves only forms
 * and galleries, which load with the pages that use them.
 */
const PUBLIC_KIT =
  /src[\\/]web[\\/](components[\\/](listing|detail|ui)[\\/]|features[\\/](events|marqet|bands|restaurants|faces|carnivals)[\\/]([a-z-]+-card|api|format|messages|event-date-format|countdown)\.tsx?$)/;
const NOT_IN_KIT =
  /components[\\/]ui[\\/](status-badge|menu-radix|dialog-radix|lightbox-radix|url-tabs|file-field|password-field|lightbox|photo-gallery|coming-soon|tabs|text-area|checkbox|rating-control)\./;

/**
 * The installable, offline Fete (decision 0051): the web app manifest (icons from scripts/generate-icons.mjs, the
 * theme colour of styles.css's carnival-600, as index.html's theme-color) and the service worker src/web/sw.ts,
 * built into dist/web/sw.js with the list of files to precache: the shell a page needs before its own chunk
 * (index.html, the entry's chunks and stylesheet, the icons). Other chunks are kept as they are fetched. The page
 * registers the worker itself, after load (pwa/register.ts).
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    // The icons are in injectManifest.globPatterns already (with the touch icon).
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Fete',
      short_name: 'Fete',
      description:
        'Caribbean carnival and travel: fetes, carnival bands, destinations, eats, faces and the Fete Marqet.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#e11d48',
      background_color: '#14111f',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'assets/{index,vendor,app}-*.{js,css}', 'icons/*.png', 'favicon.svg'],
      rollupFormat: 'iife',
      sourcemap: false,
      minify: true,
    },
  });
}

/**
 * A build is always a production bundle (issue #25): Vite takes React's mode from NODE_ENV when the environment sets
 * it, so `NODE_ENV=development npm start` shipped React's development build (vendor 563 KB instead of 349 KB,
 * several times the main-thread work). The server's mode (NODE_ENV, read by src/server/config.ts) and the bundle's
 * are separate things; `npm run dev` serves the development build.
 */
export function bundleModeFor(command: 'build' | 'serve', env: NodeJS.ProcessEnv = process.env) {
  if (command === 'build') env.NODE_ENV = 'production';
}

const config: UserConfig = {
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    installableApp(),
    manifestAside(),
    precompress(),
    privateSourceMaps(),
    serverRenderer(),
    recordBuildInputs(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: 'hidden',
    // Which chunks each page loads, for the size budgets of scripts/check-build.mjs (see manifestAside).
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, larger chunks on a visitor's critical path (docs/performance.md, "Lighthouse"): over HTTP/1.1 a
        // page's ~30 small chunks queued on six connections, a round trip each. What every page runs first is
        // two chunks (the packages, our code); the listing and detail kit the public pages share is one more;
        // each page keeps its own chunk. scripts/check-build.mjs keeps zod and private code out of them.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 3 },
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'kit', test: (id) => PUBLIC_KIT.test(id) && !NOT_IN_KIT.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/uploads': apiTarget,
    },
  },
};

export default defineConfig(({ command }) => {
  bundleModeFor(command);
  return config;
});
