// @module-tag both
import { describe, expect, it } from 'vitest';
import { newMember, signInAdmin } from '../../auth/testing';
import type { Actor } from '../../app-env';
import { testServerForFile } from '../../test/harness';
import { sitePageAdmin } from './admin-service';
import { sitePageId } from './site-testing';

/** The contact details the operator configured. */
const CONTACT = {
  email: 'team@fete.test',
  social: [{ network: 'Instagram' as const, url: 'https://instagram.test/fete' }],
};

const t = testServerForFile({ contact: CONTACT });

describe('the contact details', () => {
  it('are what the operator configured, for anyone', async () => {
    const res = await t.request('/api/site/contact');
    expect(res.status).toBe(200);
    expect(res.data).toEqual(CONTACT);
  });
});

describe('the terms and privacy pages', () => {
  it('start with text about what Fete stores and why, for anyone to read', async () => {
    const terms = await t.request('/api/site/pages/terms');
    expect(terms.status).toBe(200);
    expect(terms.data).toMatchObject({ slug: 'terms', title: 'Terms and Conditions' });
    const privacy = (await t.request('/api/site/pages/privacy')).data as { body: string };
    for (const stored of [
      'Your account',
      'Your profile',
      'Uploads',
      'Chat messages',
      'Receipts',
      'Form answers',
    ])
      expect(privacy.body).toContain(stored);
    expect(privacy.body).toContain('## Why we store it');
  });

  it("404 'Page not found' for any other page", async () => {
    const res = await t.request('/api/site/pages/cookies');
    expect(res.status).toBe(404);
    expect(res.data).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Page not found' } });
  });

  it('401 for visitors and 403 for members on the editor, at the route and in the service', async () => {
    const member = await newMember(t);
    const id = await sitePageId(t.db, 'terms');
    const json = { title: 'Terms', body: 'Taken over.' };
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/site-pages'],
      ['PUT', `/api/admin/site-pages/${id}`, json],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.request(path, { method, json: body })).status, `${method} ${path}`).toBe(401);
      const asMember = await t.request(path, { method, json: body, cookie: member.cookie });
      expect(asMember.status, `${method} ${path}`).toBe(403);
    }
    const actor = { id: member.userId, role: 'user' } as Actor;
    await expect(sitePageAdmin.update(t.deps, actor, id, json)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.request('/api/site/pages/terms')).data).toMatchObject({
      title: 'Terms and Conditions',
    });
  });

  it('422 on the fields for a blank title or body, a title too long and unknown fields', async () => {
    const admin = await signInAdmin(t);
    const id = await sitePageId(t.db, 'privacy');
    const put = (json: unknown) =>
      t.request(`/api/admin/site-pages/${id}`, { method: 'PUT', cookie: admin.cookie, json });
    const blank = await put({ title: '  ', body: '' });
    expect(blank.status).toBe(422);
    expect(blank.data).toMatchObject({
      error: { fields: { title: 'Please enter a title', body: 'Please enter the text of the page' } },
    });
    const long = await put({ title: 'x'.repeat(121), body: 'Text' });
    expect(long.data).toMatchObject({
      error: { fields: { title: 'The title must be at most 120 characters' } },
    });
    expect((await put({ title: 'Privacy', body: 'Text', slug: 'terms' })).status).toBe(422);
    const missing = await t.request(`/api/admin/site-pages/${crypto.randomUUID()}`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { title: 'Privacy', body: 'Text' },
    });
    expect(missing.status).toBe(404);
  });

  it('an administrator lists both pages and edits one: the public page shows the new text as typed', async () => {
    const admin = await signInAdmin(t);
    const list = await t.request('/api/admin/site-pages', { cookie: admin.cookie });
    expect(list.status).toBe(200);
    const { items } = list.data as { items: { slug: string }[] };
    expect(items.map((p) => p.slug)).toEqual(['terms', 'privacy']);

    const id = await sitePageId(t.db, 'terms');
    const body = 'Be kind.\n\n## Tickets\n- <b>No refunds</b> after the fete';
    const saved = await t.request(`/api/admin/site-pages/${id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { title: '  House Rules  ', body },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ id, slug: 'terms', title: 'House Rules', body });
    expect((await t.request('/api/site/pages/terms')).data).toMatchObject({ title: 'House Rules', body });
  });
});
