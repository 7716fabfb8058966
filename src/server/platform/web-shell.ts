import fs from 'node:fs';
import path from 'node:path';
import {
  matchFirstLoad,
  matchSignedInLoad,
  SESSION_CALL,
  signedInShellCalls,
  SITE_CONTACT_CALL,
  type SignedInRole,
} from '../../shared/first-load';
import { isAdmin, type Actor } from '../app-env';
import { EARLY_TAPS_SCRIPT } from './early-taps';
import type { RenderedPage } from './server-render';

/** One entry of Vite's build manifest (dist/web-manifest.json, kept outside the served folder). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The app's `index.html` for a page address, with preload links for what that page needs first (decision 0025;
 * the pages and their calls in `shared/first-load.ts`):
 *
 * - `<link rel="modulepreload">` for the page's route chunk and the chunks it imports that the entry does not
 *   already preload, so they download beside the entry script instead of after it has run;
 * - `<link rel="preload" as="fetch" crossorigin>` for the session and the page's first API calls, matching the
 *   web app's own requests (same URL, `cors` mode, same-origin credentials), so the browser hands the answer to
 *   the app's fetch instead of asking twice. A member's cookie goes with it, as with the app's own request.
 *
 * Public pages only; member and back-office pages, unknown paths and ids that are not plain get the plain
 * document (the session and the footer's contact details apart: every page asks them). Without a manifest (tests, a partial build) the
 * document is served as built. The stylesheet is written into the document (see inlineStylesheets).
 *
 * A page the server rendered (`rendered`, server-render.ts, decision 0057) takes the boot shell's place in
 * `<div id="root">`, and the answers it was drawn from follow it in the document: nothing to preload but its code.
 *
 * A member's or the back office's page (`SIGNED_IN_LOADS`, decision 0076) gets its code and first calls, and the
 * shell's, only when the server found the request's session (`role`) and the page is for that viewer.
 */
export function createIndexHtml(webDir: string, manifestFile = path.resolve(webDir, '../web-manifest.json')) {
  const built = inlineStylesheets(webDir, fs.readFileSync(path.join(webDir, 'index.html'), 'utf8'));
  // The built title and description are the head of a page the server says nothing particular about; a page
  // with its own head (modules/seo, decision 0033) gets that instead, so neither is there twice.
  const ownHead = /<title>[\s\S]*?<\/title>|<meta\s+name="description"[^>]*>/g;
  const defaultHead = (built.match(ownHead) ?? []).join('');
  const html = built.replace(ownHead, '');
  const manifest: Manifest | null = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
    : null;
  const entryFiles = manifest ? closure(manifest, ['index.html']) : new Set<string>();
  const moduleLinks = new Map<string, string>();
  const styleAt = html.indexOf('<style>');
  const insertAt = styleAt >= 0 ? styleAt : html.indexOf('</head>');
  const rootAt = rootOf(html);

  const modulesFor = (...modules: string[]): string => {
    const name = modules.join(' ');
    let links = moduleLinks.get(name);
    if (links === undefined) {
      links = '';
      if (manifest && modules.every((module) => manifest[module])) {
        for (const key of closure(manifest, modules)) {
          if (entryFiles.has(key)) continue;
          links += `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`;
          for (const css of manifest[key]!.css ?? [])
            links += `<link rel="stylesheet" crossorigin href="/${css}">`;
        }
      }
      moduleLinks.set(name, links);
    }
    return links;
  };

  /**
   * `head`: the page's own title, description, canonical, preview and structured data (already escaped); `role`:
   * who the request's session is, when the server looked it up (a signed-in page's address with a cookie).
   */
  return (
    pathname: string,
    search: string,
    head: string = defaultHead,
    rendered?: RenderedPage | null,
    role: SignedInRole | null = null,
  ): string => {
    const match = matchFirstLoad(pathname);
    const page = rendered && rootAt ? rendered : null;
    const calls = page ? [] : [SESSION_CALL, SITE_CONTACT_CALL];
    // A drawn page keeps the taps made before the app has taken it over (early-taps.ts).
    let links = head + (page ? `${page.head}<script>${EARLY_TAPS_SCRIPT}</script>` : '');
    if (match) {
      links += modulesFor(match.load.module);
      if (!search && !page && match.load.calls) calls.push(...match.load.calls(match.params));
    }
    const signedIn = page ? null : matchSignedInLoad(pathname, role);
    if (signedIn && role) {
      // At low priority: the entry (high) runs first and asks them itself. Lighthouse counts a high-priority
      // script that arrived before the boot shell's first paint among what that paint waited for (decision 0060).
      links += modulesFor(...signedIn.modules).replace(
        /<link rel="modulepreload"/g,
        '$& fetchpriority="low"',
      );
      if (!search) calls.push(...signedInShellCalls(role), ...signedIn.calls);
    }
    for (const call of calls)
      links += `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(call)}">`;
    // Before the inline stylesheet, so the browser's preload scanner finds them without reading the CSS first.
    if (insertAt < 0) return links + html;
    const start = html.slice(0, insertAt) + links;
    if (!page) return start + html.slice(insertAt);
    return (
      afterFirstPaint(start) +
      html.slice(insertAt, rootAt!.open) +
      page.html +
      html.slice(rootAt!.close, rootAt!.after) +
      `<script type="application/json" id="${RENDERED_ANSWERS_ID}">${page.answers}</script>` +
      html.slice(rootAt!.after)
    );
  };
}

/**
 * Who the request's session is, for a signed-in page's preloads (decision 0076): looked up (`actor`) only for the
 * address of such a page asked with a cookie; null for a visitor, an ended session or any other address.
 */
export async function signedInRole(
  pathname: string,
  headers: Headers,
  actor: (headers: Headers) => Promise<Actor | null>,
): Promise<SignedInRole | null> {
  if (!headers.get('cookie') || !matchSignedInLoad(pathname, 'admin')) return null;
  const viewer = await actor(headers);
  return viewer ? (isAdmin(viewer) ? 'admin' : 'member') : null;
}

/**
 * A page the server drew needs no script for its first paint: its code (the entry and every module preload) is
 * asked at low priority, after the document's render-blocking work and beside, not before, the page's images
 * (the picture of the first screen, which React preloads at high priority). Hydration starts once it has come.
 * Lighthouse counts every high-priority script that had arrived by the first paint among what that paint waited
 * for (decision 0060; docs/performance.md, "Lighthouse").
 */
function afterFirstPaint(head: string): string {
  return head.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/** As src/web/lib/first-load-cache.ts reads it (not imported: the server does not load the web app's modules). */
const RENDERED_ANSWERS_ID = 'fete-first-load';

/** Where the boot shell is in the document: between `<div id="root">` and its `</div>`, before `<!-- /root -->`. */
function rootOf(html: string): { open: number; close: number; after: number } | null {
  const open = html.indexOf('<div id="root">');
  const marker = html.indexOf('<!-- /root -->');
  if (open < 0 || marker < open) return null;
  return {
    open: open + '<div id="root">'.length,
    close: html.lastIndexOf('</div>', marker),
    after: marker + '<!-- /root -->'.length,
  };
}

/**
 * The app's stylesheet written into the document (`<style>`) instead of linked: a linked stylesheet holds the first
 * paint until it has downloaded, by which time the scripts have too and run first, so the boot shell painted only
 * after them. Inline, the shell paints as soon as the document is parsed. Cost: the CSS (about 12 KB compressed)
 * comes with every document instead of once from the cache; a single-page app loads few documents. A stylesheet
 * that could not be inlined as it is (it names other files by relative URL, or holds `</style`) stays linked.
 */
function inlineStylesheets(webDir: string, html: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const css = path.join(webDir, file);
      if (!fs.existsSync(css)) return link;
      const text = fs.readFileSync(css, 'utf8');
      if (/<\/style/i.test(text) || /url\(\s*['"]?(?![a-z]+:|\/|#)/i.test(text)) return link;
      // The disabled link is never fetched (nor applied): it tells Vite's loader of lazy chunks, which looks for
      // a stylesheet link before it adds one, that this stylesheet is on the page already. Without it, the first
      // lazy chunk that imports the entry fetched it again and the browser restyled the whole page with it.
      return `<style>${text}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
    },
  );
}

/** The manifest keys a chunk loads statically (itself included). */
function closure(manifest: Manifest, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  starts.forEach(visit);
  return seen;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
