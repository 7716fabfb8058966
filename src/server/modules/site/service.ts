import { desc, eq } from 'drizzle-orm';
import {
  siteMessages,
  sitePageInputSchema,
  sitePagePolicy,
  type SitePage,
} from '../../../shared/domains/site';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { sitePages } from '../../db/schema/site';
import { resourceService } from '../../platform/resource-kit/service';

/**
 * The site's own pages (decision 0045): the terms and the privacy policy, one row each, written with their
 * starting text by migration 0021 and edited by administrators. The contact details are configuration
 * (config.contact), answered by the route as they are.
 */

const columns = {
  id: sitePages.id,
  slug: sitePages.slug,
  title: sitePages.title,
  body: sitePages.body,
  updatedAt: sitePages.updatedAt,
};
type Row = { id: string; slug: string; title: string; body: string; updatedAt: Date };

const toPage = (row: Row): SitePage => ({
  id: row.id,
  slug: row.slug as SitePage['slug'],
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

/** The pages' editor: the kit's list (terms first) and update; the pages are never added or deleted. */
export const sitePageAdmin = resourceService({
  kind: 'site_page',
  table: sitePages,
  columns,
  // 'terms' before 'privacy', as the footer names them.
  findAll: (db) => db.select(columns).from(sitePages).orderBy(desc(sitePages.slug)),
  body: sitePageInputSchema,
  policy: { edit: sitePagePolicy.edit },
  notFound: siteMessages.notFound,
  values: (input) => ({ title: input.title, body: input.body }),
  answer: toPage,
});

/** A page by its address ('terms', 'privacy'); 404 for any other. */
export async function getSitePage(db: Db, slug: string): Promise<SitePage> {
  const [row] = await db.select(columns).from(sitePages).where(eq(sitePages.slug, slug));
  if (!row) throw new AppError('NOT_FOUND', siteMessages.notFound);
  return toPage(row);
}
