import { z } from 'zod';
import { atMostCharacters } from '../length-messages';
import { instantString, itemsSchema } from '../schemas/common';
import { requiredTextField } from '../schemas/form-fields';
import { isAdmin, type MaybeViewer } from './viewer';

/**
 * The site's own pages and contact details (decision 0045). The contact address and the social accounts are
 * the operator's configuration (CONTACT_EMAIL, SOCIAL_*; src/server/config.ts): each one not configured is not
 * shown. The terms and the privacy policy are stored pages an administrator edits (/admin/site-pages), seeded
 * with starting text by their migration; their body is plain text, drawn as paragraphs, `## ` headings and
 * `- ` list items (never as HTML).
 */

/** The social networks the site can link to, in the footer's order, with the setting that holds each. */
export const SOCIAL_NETWORKS = ['Instagram', 'Facebook', 'TikTok', 'YouTube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const socialAccountSchema = z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() });
export type SocialAccount = z.infer<typeof socialAccountSchema>;

/** GET /api/site/contact: what the footer, the contact page and Pay Balance show. */
export const siteContactSchema = z.object({
  email: z.string().nullable(),
  social: z.array(socialAccountSchema),
});
export type SiteContact = z.infer<typeof siteContactSchema>;

/** The stored pages, by the address they are shown at (/terms, /privacy). */
export const SITE_PAGE_SLUGS = ['terms', 'privacy'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export const SITE_PAGE_TITLE_MAX = 120;
export const SITE_PAGE_BODY_MAX = 30_000;

export const siteMessages = {
  notFound: 'Page not found',
  titleRequired: 'Please enter a title',
  titleLength: atMostCharacters('The title', SITE_PAGE_TITLE_MAX),
  bodyRequired: 'Please enter the text of the page',
  bodyLength: atMostCharacters('The text', SITE_PAGE_BODY_MAX),
  loadFailed: 'Failed to load the page. Please try again later.',
  updateFailed: 'Failed to update the page',
  updated: 'Page updated successfully',
};

export const sitePagePolicy = {
  edit: (viewer: MaybeViewer) => isAdmin(viewer),
};

export const sitePageSchema = z.object({
  id: z.uuid(),
  slug: z.enum(SITE_PAGE_SLUGS),
  title: z.string(),
  body: z.string(),
  updatedAt: instantString,
});
export type SitePage = z.infer<typeof sitePageSchema>;
export const sitePageListSchema = itemsSchema(sitePageSchema);

/** PUT /api/admin/site-pages/:id: the whole page. */
export const sitePageInputSchema = z.strictObject({
  title: requiredTextField(siteMessages.titleRequired, SITE_PAGE_TITLE_MAX, siteMessages.titleLength),
  body: requiredTextField(siteMessages.bodyRequired, SITE_PAGE_BODY_MAX, siteMessages.bodyLength),
});
export type SitePageInput = z.infer<typeof sitePageInputSchema>;

/** One block of a page's body: a heading, a paragraph or a list. */
export type PageBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * A page's body as blocks: blank lines separate blocks; a block's line starting `## ` is a heading, lines
 * starting `- ` are list items, other lines join into a paragraph. Only text comes out: the page draws each block
 * as its element, so nothing an administrator types is ever read as markup.
 */
export function pageBlocks(body: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) flush();
    else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (/^[-*] /.test(line)) {
      if (paragraph.length) flush();
      list.push(line.slice(2).trim());
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
