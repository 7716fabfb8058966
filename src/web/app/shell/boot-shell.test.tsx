import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BootShell } from './boot-shell';

/** What index.html holds inside #root, as written (the build copies it as it is). */
function rootOfIndexHtml(): string {
  const html = fs.readFileSync(path.resolve('src/web/index.html'), 'utf8');
  const match = /<div id="root">([\s\S]*?)<\/div>\s*<!-- \/root -->/.exec(html);
  if (!match) throw new Error('index.html: no <div id="root">…</div><!-- /root -->');
  return match[1]!.trim();
}

describe('the first screen before the scripts run', () => {
  it('is the same markup in index.html as the boot shell React shows while the first page loads', () => {
    expect(rootOfIndexHtml()).toBe(renderToStaticMarkup(<BootShell />));
  });

  it('shows the wordmark (the first paint is text) and tells screen readers the site is loading', () => {
    const markup = rootOfIndexHtml();
    expect(markup).toContain('>Fete</span>');
    expect(markup).toContain('role="status"');
    expect(markup).toContain('Loading Fete...');
  });
});
