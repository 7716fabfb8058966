// @module-tag pglite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageRenderer } from './server-render';

// A built renderer as dist/ssr holds it, standing in for src/web/entry-server.tsx: it draws what it was given.
const RENDERER = `export async function render(url, answers) {
  if (url.endsWith('/fete-marqet')) throw new Error('drawing failed');
  return '<title>Page</title><link rel="preload" as="image" href="/uploads/a.webp"/><main data-url="' + url + '">' +
    JSON.stringify(answers).replace(/</g, '&lt;') + '</main>';
}`;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-render-'));
  fs.mkdirSync(path.join(dir, 'web'));
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.writeFileSync(path.join(dir, 'ssr/entry-server.js'), RENDERER);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The app's own answers, as a visitor: the guide's first page fails, the others answer. */
const ask = vi.fn(async (url: string) =>
  url === '/api/events/11111111-2222-4333-8444-555555555555/attendance'
    ? new Response('{}', { status: 500 })
    : Response.json({ url, note: '</script><!--' }),
);

describe('server-rendered public pages (decision 0057)', () => {
  it("draws a rendered page from its first calls' answers, as a visitor, and carries them script-safe", async () => {
    const render = createPageRenderer(path.join(dir, 'web'), ask, () => {});
    const page = (await render('/events/mas-11111111-2222-4333-8444-555555555555'))!;
    expect(ask.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/events/11111111-2222-4333-8444-555555555555',
      '/api/events/11111111-2222-4333-8444-555555555555/attendance',
      '/api/partners',
      '/api/site/contact',
    ]);
    const answers = JSON.parse(page.answers) as Record<string, unknown>;
    // The session is none; a call that failed is left out (the page asks it again itself).
    expect(answers['/api/auth/get-session']).toBeNull();
    expect(Object.keys(answers).sort()).toEqual([
      '/api/auth/get-session',
      '/api/events/11111111-2222-4333-8444-555555555555',
      '/api/partners',
      '/api/site/contact',
    ]);
    expect(page.answers).not.toContain('<');
    // React's head elements: the image preload goes to the head, the title is the server's own.
    expect(page.head).toBe('<link rel="preload" as="image" href="/uploads/a.webp"/>');
    expect(page.html).toMatch(
      /^<main data-url="http:\/\/localhost\/events\/mas-11111111-2222-4333-8444-555555555555">/,
    );
    expect(page.tag).toMatch(/^[\w-]{27}$/);
  });

  it('leaves pages it does not draw, and a failed drawing, to the browser', async () => {
    const failures: string[] = [];
    const render = createPageRenderer(path.join(dir, 'web'), ask, (_err, pathname) =>
      failures.push(pathname),
    );
    ask.mockClear();
    for (const pathname of ['/dashboard', '/admin/users', '/fete-eats', '/events/a%20b', '/nowhere'])
      expect(await render(pathname), pathname).toBeNull();
    expect(ask).not.toHaveBeenCalled();
    expect(await render('/fete-marqet')).toBeNull();
    expect(failures).toEqual(['/fete-marqet']);
    // Without a built renderer (tests, a partial build): the document as before, and nothing asked.
    const unbuilt = createPageRenderer(path.join(os.tmpdir(), 'fete-no-build', 'web'), ask, () => {});
    ask.mockClear();
    expect(await unbuilt('/fete-guide')).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });

  it("asks the page's calls while its renderer loads, not after (the first page after a start)", async () => {
    // A renderer that notes, when it is loaded, how many calls had been asked by then.
    const early = path.join(dir, 'early');
    fs.mkdirSync(path.join(early, 'web'), { recursive: true });
    fs.mkdirSync(path.join(early, 'ssr'));
    fs.writeFileSync(
      path.join(early, 'ssr/entry-server.js'),
      `const askedWhenLoaded = globalThis.feteAsked.length;
      export async function render() { return '<main>' + askedWhenLoaded + '</main>'; }`,
    );
    const asked: string[] = [];
    Object.assign(globalThis, { feteAsked: asked });
    const render = createPageRenderer(
      path.join(early, 'web'),
      async (url) => {
        asked.push(url);
        return Response.json({ url });
      },
      () => {},
    );
    const page = await render('/fete-guide');
    expect(asked.sort()).toEqual(['/api/events?page=1', '/api/partners', '/api/site/contact']);
    expect(page?.html).toBe('<main>3</main>');
  });
});
