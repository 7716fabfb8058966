import { endpoint } from '../contract';
import { siteContactSchema, sitePageInputSchema, sitePageListSchema, sitePageSchema } from '../domains/site';

const admin = { auth: 'admin' as const, tags: ['admin'], resource: 'site-pages' };

/**
 * The site's own pages (decision 0045): the contact details the operator configured, and the terms and privacy
 * policy an administrator edits in the back office (/admin/site-pages).
 */
export const siteEndpoints = {
  contact: endpoint({
    method: 'get',
    path: '/api/site/contact',
    summary:
      "The site's contact address and social accounts, as configured (CONTACT_EMAIL, SOCIAL_*): email null and no account for each one not configured. Every page's footer shows them; the server preloads this answer with every page.",
    auth: 'public',
    response: siteContactSchema,
    tags: ['site'],
    resource: 'site',
  }),
  page: endpoint({
    method: 'get',
    path: '/api/site/pages/:slug',
    summary:
      "A stored page of the site by its address: 'terms' or 'privacy' (title and plain-text body). 404 'Page not found' for any other.",
    auth: 'public',
    response: sitePageSchema,
    tags: ['site'],
    resource: 'site-pages',
  }),

  // The pages' editor (/admin/site-pages).
  adminList: endpoint({
    ...admin,
    method: 'get',
    path: '/api/admin/site-pages',
    summary: 'The stored pages (terms, then privacy) with their title and body.',
    response: sitePageListSchema,
  }),
  update: endpoint({
    ...admin,
    method: 'put',
    path: '/api/admin/site-pages/:id',
    summary:
      'Change a page: its title (at most 120 characters) and body (plain text: blank lines between paragraphs, "## " headings, "- " list items; at most 30,000 characters).',
    body: sitePageInputSchema,
    response: sitePageSchema,
  }),
};
