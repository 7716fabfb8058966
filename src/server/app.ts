import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { AppError, errorCatalogue, type ApiErrorBody } from '../shared/errors';
import { isAdmin, type AppEnv, type Deps } from './app-env';
import { isConnectionError } from './db/steady-pool';
import { CLIENT_IP_HEADER } from './auth/auth';
import { resolveActor } from './auth/session';
import { withoutSessionTokens } from './auth/strip-tokens';
import { Routes, validationError } from './platform/http';
import {
  clientIpOf,
  contentTypeGuard,
  jsonBodyLimit,
  PRIVATE_NO_STORE,
  originGuard,
  parseTrustedProxies,
} from './platform/request-guards';
import { appFileHeaders, assetFiles } from './platform/asset-files';
import { securityHeaders } from './platform/security-headers';
import {
  jsonAnswerHeaders,
  noteContextHeaders,
  useAnswerHeaders,
  type JsonAnswerHeaders,
} from './platform/answer-headers';
import { registerHealthRoutes, type Readiness } from './platform/health';
import { createIndexHtml, signedInRole } from './platform/web-shell';
import { createDocumentBodies, documentEncoding } from './platform/document-bodies';
import { createPageRenderer } from './platform/server-render';
import { registerLiveRoutes } from './platform/live/routes';
import type { ResponseCache } from './platform/response-cache';
import type { SessionCache } from './platform/session-cache';
import { pageKey, unshared, type SharedPages } from './platform/shared-pages';
import type { WriteWatch } from './platform/write-watch';
import { buildOpenApi } from './platform/openapi';
import { RememberedRoutes } from './platform/remembered-routes';
import { registerModules } from './modules';
import { documentEtag, pageHeads, registerSeoRoutes, type SeoOptions } from './modules/seo/routes';
import { assertEventWatchable } from './modules/likes/service';

export interface AppOptions {
  /** Folder of the built SPA (dist/web); absent in API-only tests. */
  webDir?: string;
  /** API tests: check every answer against its route's response schema (platform/http.ts). */
  checkResponses?: boolean;
  /**
   * In-process caches (off in API tests unless a test turns them on): visitors' public answers and members'
   * session lookups, both cleared by the write watch on every write here or in another process.
   */
  responseCache?: ResponseCache;
  sessionCache?: Pick<SessionCache, 'lookup'>;
  /** Public list pages shared by members (and visitors the response cache missed), cleared like the others. */
  sharedPages?: SharedPages;
  writeWatch?: WriteWatch;
  /** `/healthz` and `/readyz` (platform/health.ts); absent in API tests that do not ask for them. */
  readiness?: Readiness;
  /** robots.txt, sitemap and pages' heads (modules/seo). */
  seo?: SeoOptions;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  // Hono's router, each match remembered by method and path (platform/remembered-routes.ts).
  const app = new Hono<AppEnv>({ router: new RememberedRoutes() });
  const routes = new Routes(app, options.checkResponses);
  // Uploaded images come from this server, or straight from the bucket when storage hands out its own URLs.
  const sample = deps.storage.publicUrl('public/x.webp');
  const imageOrigins = /^https?:\/\//.test(sample) ? [new URL(sample).origin] : [];
  const clientIp = clientIpOf(parseTrustedProxies(deps.config.trustedProxies));
  const pages = options.sharedPages ?? unshared;

  // The JSON answers' headers, the security headers' among them, made once (platform/answer-headers.ts).
  const security = securityHeaders(imageOrigins);
  const readJsonHeaders = jsonAnswerHeaders(security, PRIVATE_NO_STORE);
  let jsonHeaders: JsonAnswerHeaders | undefined;
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('actor', null);
    c.set('pages', pages);
    c.set('reachedHandler', false);
    c.set('jsonHeaders', (jsonHeaders ??= await readJsonHeaders()));
    noteContextHeaders(c);
    await next();
  });
  useAnswerHeaders(app, security);

  if (options.readiness) registerHealthRoutes(app, options.readiness);

  // Inside compression (a cached answer is compressed like a fresh one), before everything that reads the session.
  if (options.writeWatch) app.use('/api/*', options.writeWatch.middleware);
  // Keyed by the query parameters the route reads (its schema's), so made-up ones share the real entry.
  if (options.responseCache)
    app.use(
      '/api/*',
      options.responseCache.middleware((p) => routes.queryKeysOf(p)),
    );
  // Reads and writes reuse a recent session lookup: every change to a member or a session forgets it at once here,
  // and in the other processes when its announcement arrives (write-watch.ts, db/member-writes.ts).
  const cachedLookup = options.sessionCache?.lookup;

  app.use('/api/*', originGuard(deps.config));
  app.use('/api/*', contentTypeGuard);
  app.use('/api/*', jsonBodyLimit);

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    c.set('reachedHandler', true);
    // Rate limits key on the client address; take it from the socket, never from what the client claims.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c));
    // The app asks get-session on every page load: a session that expiry or age has ended must read as none.
    if (c.req.path === '/api/auth/get-session') await resolveActor(deps, c.req.raw.headers);
    return withoutSessionTokens(c.req.path, await deps.auth.handler(new Request(c.req.raw, { headers })));
  });

  app.use('/api/*', async (c, next) => {
    c.set('actor', await resolveActor(deps, c.req.raw.headers, new Date(), cachedLookup));
    await next();
  });

  // One gate for the whole back office, even for paths no module serves.
  app.use('/api/admin/*', async (c, next) => {
    const actor = c.get('actor');
    if (!actor) throw new AppError('UNAUTHENTICATED');
    if (!isAdmin(actor)) throw new AppError('FORBIDDEN');
    await next();
  });

  registerModules(routes, deps);
  registerLiveRoutes(app, routes, { event: assertEventWatchable }, clientIp);

  // The description only changes with the code: built once per process, revalidated by its ETag.
  let openApi: { body: string; etag: string } | undefined;
  app.get('/api/openapi.json', (c) => {
    openApi ??= withEtag(JSON.stringify(buildOpenApi(routes.records)));
    c.header('etag', openApi.etag);
    c.header('cache-control', 'public, no-cache');
    if (etagMatches(c.req.header('if-none-match'), openApi.etag)) return c.body(null, 304);
    return c.body(openApi.body, 200, { 'content-type': 'application/json; charset=UTF-8' });
  });
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND');
  });

  app.get('/uploads/*', async (c) => {
    const key = `public/${c.req.path.slice('/uploads/'.length)}`;
    if (key.includes('..')) throw new AppError('NOT_FOUND');
    const file = await deps.storage.get(key).catch(() => null);
    if (!file) throw new AppError('NOT_FOUND');
    return c.body(new Uint8Array(file.body), 200, {
      'content-type': file.contentType,
      // Upload names are generated and never reused, so the files can be cached for good.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  registerSeoRoutes(app, deps, options.seo);

  if (options.webDir && fs.existsSync(path.join(options.webDir, 'index.html'))) {
    const root = path.relative(process.cwd(), options.webDir) || '.';
    const indexHtml = createIndexHtml(options.webDir);
    const headFor = pageHeads(deps);
    const bodies = createDocumentBodies();
    const renderPage = createPageRenderer(
      options.webDir,
      async (url) => app.request(url),
      (err, path) => deps.logger.error({ err, path }, 'server render failed'),
    );
    // The app's document for any page address, with that page's head (modules/seo: title, description, previews,
    // structured data; decision 0033) and preloads (platform/web-shell.ts). The same for everyone who asks the
    // same URL, so revalidated by its ETag, and compressed once per document (platform/document-bodies.ts);
    // never cached stale (a deploy changes the chunks it names, an edit the head). An old or mistyped detail
    // address is sent to its canonical one.
    const version = createHash('sha1').update(indexHtml('/', '')).digest('base64url');
    const viewerOf = (headers: Headers) => resolveActor(deps, headers, new Date(), cachedLookup);
    const servePage = async (c: Context<AppEnv>) => {
      const search = new URL(c.req.url).search;
      const answer = await headFor(c.req.path, pages);
      if ('redirect' in answer) return c.redirect(answer.redirect + search, 301);
      // A visitor's public page drawn here (decision 0057), kept like its head until the next write.
      const rendered =
        !c.req.header('cookie') && !search && answer.status === 200
          ? await pages.get(pageKey('document body', c.req.path), () => renderPage(c.req.path))
          : null;
      // A member's or the back office's page: its code and calls for the viewer it is for (decision 0076).
      const role = await signedInRole(c.req.path, c.req.raw.headers, viewerOf);
      const etag = documentEtag(version, c.req.path, search, answer.head + (rendered?.tag ?? role ?? ''));
      c.header('vary', 'Accept-Encoding');
      const encoding = documentEncoding(c.req.header('accept-encoding'));
      if (c.req.header('cookie')) {
        // A signed-in member's page is kept by no cache, nor restored from the back/forward cache after they
        // signed out (browsers leave no-store documents out of it; decision 0032).
        c.header('cache-control', 'private, no-store');
      } else {
        // Weak once compressed (as compress() marked it): the same document, other bytes.
        c.header('etag', encoding ? `W/${etag}` : etag);
        c.header('cache-control', 'no-cache');
        if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      }
      const html = () => indexHtml(c.req.path, search, answer.head, rendered, role);
      if (!encoding) return c.html(html(), answer.status);
      const body = await bodies.get(`${answer.status} ${etag}`, encoding, html);
      return c.body(body, answer.status, {
        'content-type': 'text/html; charset=UTF-8',
        'content-encoding': encoding,
      });
    };
    // `/` and `/index.html` too, before serveStatic would hand out the file as built.
    app.get('/', servePage);
    app.get('/index.html', servePage);
    // Asset names carry a content hash, so they can be cached for good. Set after the file is served (an
    // onFound header set after the body was made is lost on some paths through Hono).
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    });
    // Source maps are kept out of the served folder (vite.config.ts); one left behind is not served either.
    app.use('*', async (c, next) => {
      if (c.req.path.endsWith('.map')) throw new AppError('NOT_FOUND');
      await next();
    });
    // The hashed assets from memory (platform/asset-files.ts); the other files of the build (the icon, the
    // manifest) from disk. The build writes .br and .gz beside each text asset (vite.config.ts).
    app.use('/assets/*', assetFiles(options.webDir));
    // The service worker and the app manifest: asked again on every visit (decision 0051).
    app.use('*', appFileHeaders);
    app.use('*', serveStatic({ root, precompressed: true }));
    // A missing asset (an old hash after a deploy) is a 404, not the app's HTML under a script's name.
    app.get('/assets/*', () => {
      throw new AppError('NOT_FOUND');
    });
    app.get('*', servePage);
  }

  app.onError((err, c) => {
    const body = toErrorBody(err);
    // 503 is load shedding (uploads queue full), answered by design: no fault to log.
    if (body.status >= 500 && body.status !== 503)
      deps.logger.error({ err, path: c.req.path }, 'request failed');
    return c.json(body.json, body.status as 400);
  });

  return { app, routes };
}

export function toErrorBody(err: unknown): { status: number; json: ApiErrorBody } {
  if (err instanceof AppError) {
    return {
      status: err.status,
      json: {
        error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
      },
    };
  }
  if (err instanceof ZodError) return toErrorBody(validationError(err));
  if (err instanceof HTTPException) {
    return { status: err.status, json: { error: { code: 'HTTP_' + err.status, message: err.message } } };
  }
  // The database went away mid-request (a restart longer than the pool waits, a COMMIT whose answer was lost):
  // 503, which clients may retry, rather than a 500 that says the request was wrong.
  if (isConnectionError(err)) return toErrorBody(new AppError('BUSY'));
  const pgCode = postgresCode(err);
  if (pgCode === '23505') return toErrorBody(new AppError('CONFLICT'));
  if (pgCode === '23503') return toErrorBody(new AppError('VALIDATION', 'A referenced item does not exist'));
  if (pgCode === '23514' || pgCode === '22P02' || pgCode === '22003') {
    return toErrorBody(new AppError('VALIDATION'));
  }
  return { status: 500, json: { error: { code: 'INTERNAL', message: errorCatalogue.INTERNAL.message } } };
}

function withEtag(body: string) {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/** If-None-Match lists tags (weak ones too, since compression may have weakened ours) or is `*`. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** Drizzle wraps driver errors; the SQLSTATE is on the error or its cause. */
function postgresCode(err: unknown): string | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as never, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
