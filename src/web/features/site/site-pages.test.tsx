import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageBlocks, type SitePage } from '../../../shared/domains/site';
import { apiError, fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import AdminSitePagesPage from './admin/site-pages-page';
import ContactPage from './contact-page';
import SitePageScreen from './site-page';

const terms: SitePage = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'terms',
  title: 'Terms and Conditions',
  body: 'Be kind.\n\n## Tickets\n- <b>No refunds</b> after the fete\n- Wristbands stay on\n\n<script>alert(1)</script>',
  updatedAt: '2027-01-15T12:00:00.000Z',
};
const privacy: SitePage = {
  ...terms,
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'privacy',
  title: 'Privacy Policy',
  body: 'What we store.',
};

describe('a page body', () => {
  it('is paragraphs, headings and lists, as text', () => {
    expect(pageBlocks('One\nline.\n\n## Head\n- a\n- b\nAfter')).toEqual([
      { kind: 'paragraph', text: 'One line.' },
      { kind: 'heading', text: 'Head' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'After' },
    ]);
  });
});

describe('/terms and /privacy', () => {
  it("shows the page as last saved: headings, lists and the administrator's words as text, never as markup", async () => {
    fakeApi().on('GET /api/site/pages/:slug', ({ params }) => (params.slug === 'terms' ? terms : privacy));
    renderPage('/terms', { path: '/terms', element: <SitePageScreen /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    expect(screen.getByText('Last updated January 15, 2027')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Tickets' })).toBeVisible();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['<b>No refunds</b> after the fete', 'Wristbands stay on']);
    expect(screen.getByText('<script>alert(1)</script>')).toBeVisible();
    expect(document.querySelector('article b, article script')).toBeNull();
  });
});

describe('/contact', () => {
  it('shows the configured address and accounts, or says there is none; links the terms and privacy', async () => {
    fakeApi().on('GET /api/site/contact', () => ({ email: null, social: [] }));
    renderPage('/contact', { path: '/contact', element: <ContactPage /> });
    expect(await screen.findByText(/has not published a contact address yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});

describe('/admin/site-pages', () => {
  it('an administrator edits the terms in place; the list shows the saved page', async () => {
    let pages = [terms, privacy];
    const api = fakeApi()
      .session({ id: 'a1', role: 'admin' })
      .on('GET /api/admin/site-pages', () => ({ items: pages }))
      .on('PUT /api/admin/site-pages/:id', ({ body }) => {
        const saved = { ...terms, ...(body as object), updatedAt: '2027-02-01T09:00:00.000Z' };
        pages = [saved, privacy];
        return saved;
      });
    const { user } = renderPage('/admin/site-pages', {
      path: '/admin/site-pages',
      element: <AdminSitePagesPage />,
    });
    const grid = await screen.findByRole('region', { name: 'Site pages' });
    await user.click(within(grid).getByRole('button', { name: 'Edit Terms and Conditions' }));
    const form = screen.getByRole('form', { name: 'Edit Terms and Conditions' });
    const text = within(form).getByRole('textbox', { name: /Text/ });
    await user.clear(text);
    await user.type(text, 'Be kind to each other.');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Page updated successfully')).toBeVisible();
    expect(api.requests('PUT /api/admin/site-pages/:id')[0]!.body).toEqual({
      title: 'Terms and Conditions',
      body: 'Be kind to each other.',
    });
    await waitFor(() => expect(within(grid).getByText('Be kind to each other.')).toBeVisible());
  });

  it("keeps the typing and shows the server's words on the field when a save is refused", async () => {
    fakeApi()
      .session({ id: 'a1', role: 'admin' })
      .on('GET /api/admin/site-pages', () => ({ items: [terms, privacy] }))
      .on('PUT /api/admin/site-pages/:id', () =>
        apiError(422, 'VALIDATION', 'Invalid input', { title: 'The title must be at most 120 characters' }),
      );
    const { user } = renderPage('/admin/site-pages', {
      path: '/admin/site-pages',
      element: <AdminSitePagesPage />,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Privacy Policy' }));
    const form = screen.getByRole('form', { name: 'Edit Privacy Policy' });
    const text = within(form).getByRole('textbox', { name: /Text/ });
    await user.type(text, ' And more.');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('The title must be at most 120 characters')).toBeVisible();
    expect(text).toHaveValue('What we store. And more.');
  });
});
