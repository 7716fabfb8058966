// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { createCarnival } from '../../db/factories';
import { head, seoTestServer } from './testing';

const { t, origin } = seoTestServer();

describe('the season’s pages for previewers and crawlers', () => {
  it('/season and a carnival’s page have their own title, description and canonical address', async () => {
    const c = await createCarnival(t.db, { name: 'Head Test Mas', territory: 'Barbados' });
    const season = head(await (await t.app.request('/season')).text());
    expect(season.titles).toEqual(['Carnival season · Fete']);
    expect(season.canonical).toBe(`${origin()}/season`);
    const res = await t.app.request(`/season/${c.slug}`);
    expect(res.status).toBe(200);
    const page = head(await res.text());
    expect(page.titles).toEqual(['Head Test Mas · Fete']);
    expect(page.meta('description')).toMatch(/^Barbados: /);
    expect(page.meta('og:title')).toBe('Head Test Mas · Fete');
    expect(page.canonical).toBe(`${origin()}/season/${c.slug}`);
    expect((await t.app.request('/season/no-such-mas')).status).toBe(404);
  });

  it('the sitemap names /season and every active carnival’s page', async () => {
    const shown = await createCarnival(t.db);
    const hidden = await createCarnival(t.db, { active: false });
    const xml = await (await t.app.request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${origin()}/season</loc>`);
    expect(xml).toContain(`<loc>${origin()}/season/${shown.slug}</loc>`);
    expect(xml).not.toContain(`/season/${hidden.slug}<`);
  });
});
