import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchFirstLoad, PARTNERS_CALL, SESSION_CALL, SITE_CONTACT_CALL } from '../../shared/first-load';

/** The web app's server renderer (src/web/entry-server.tsx, built by `vite build` into dist/ssr). */
type Render = (url: string, answers: Record<string, unknown>) => Promise<string | null>;

/** A public page drawn on the server: its HTML, and the answers it was drawn from as the document carries them. */
export interface RenderedPage {
  html: string;
  /** What React asked for in the head (the preload of an image drawn with a high fetch priority). */
  head: string;
  answers: string;
  /** A hash of both, for the document's ETag. */
  tag: string;
}

/**
 * Server-rendered public pages (decision 0057): for a page of `shared/first-load.ts` marked `rendered`, asks the
 * page's first calls of this app (`ask`: through its routes and response cache, as a visitor: no cookie) and
 * draws the page with the web app's own components from those answers. The document then shows the page before
 * any script has run, and the app hydrates it with the same answers (web-shell.ts writes both in).
 *
 * A visitor's page only (the session is none): members' and the back office's pages stay drawn in the browser.
 * Null, and the document stays the app's shell, when the page is not rendered here, the renderer was not built
 * (tests, a partial build) or fails (logged: the page still works, drawn in the browser).
 */
export function createPageRenderer(
  webDir: string,
  ask: (url: string) => Promise<Response>,
  onError: (err: unknown, pathname: string) => void,
) {
  const file = path.resolve(webDir, '../ssr/entry-server.js');
  // Null when the renderer was not built; loaded once, at the first page drawn.
  let renderer: Promise<Render> | null | undefined;
  const load = () => {
    if (renderer === undefined) {
      renderer = fs.existsSync(file)
        ? import(pathToFileURL(file).href).then((module: { render: Render }) => module.render)
        : null;
    }
    return renderer;
  };

  return async (pathname: string): Promise<RenderedPage | null> => {
    const match = matchFirstLoad(pathname);
    if (!match?.load.rendered) return null;
    try {
      const loading = load();
      if (!loading) return null;
      const calls = [SITE_CONTACT_CALL, PARTNERS_CALL, ...(match.load.calls?.(match.params) ?? [])];
      // A visitor's session is none: the answer get-session gives a request without a cookie.
      const answers: Record<string, unknown> = { [SESSION_CALL]: null };
      // The calls are asked while the renderer loads (the first page after a start): the database answers them
      // while this process compiles the renderer's code.
      const [render] = await Promise.all([
        loading,
        Promise.all(
          calls.map(async (url) => {
            const response = await ask(url);
            // A call that failed is left out, as in the browser's first load: the page asks it again itself.
            if (response.ok) answers[url] = await response.json();
          }),
        ),
      ]);
      const html = await render(`http://localhost${pathname}`, answers);
      if (html === null) return null;
      const page = { ...hoisted(html), answers: scriptJson(answers) };
      const tag = createHash('sha1').update(page.head).update(page.html).update(page.answers);
      return { ...page, tag: tag.digest('base64url') };
    } catch (err) {
      onError(err, pathname);
      return null;
    }
  };
}

/**
 * What React writes first in what it renders, for the head: its `<link>`s go there; the page's `<title>` and
 * `<meta>` are left out (the document's head has the server's own, modules/seo; the app sets the title itself).
 */
function hoisted(rendered: string): { head: string; html: string } {
  const [first] = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/.exec(rendered)!;
  return { head: first.match(/<link [^>]*>/g)?.join('') ?? '', html: rendered.slice(first.length) };
}

/** JSON inside `<script type="application/json">`: no `<` that could close it or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
