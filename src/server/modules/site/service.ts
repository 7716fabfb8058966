import { eq } from 'drizzle-orm';
import { siteMessages, type SitePage } from '../../../shared/domains/site';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { sitePages } from '../../db/schema/site';

/**
 * The site's own pages (decision 0045): the terms and the privacy policy, one row each, written with their
 * starting text by migration 0021 and edited by administrators (admin-service.ts). The contact details are
 * configuration (config.contact), answered by the route as they are.
 */

export const pageColumns = {
  id: sitePages.id,
  slug: sitePages.slug,
  title: sitePages.title,
  body: sitePages.body,
  updatedAt: sitePages.updatedAt,
};
type Row = { id: string; slug: string; title: string; body: string; updatedAt: Date };

export const toPage = (row: Row): SitePage => ({
  id: row.id,
  slug: row.slug as SitePage['slug'],
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

/** A page by its address ('terms', 'privacy'); 404 for any other. */
export async function getSitePage(db: Db, slug: string): Promise<SitePage> {
  const [row] = await db.select(pageColumns).from(sitePages).where(eq(sitePages.slug, slug));
  if (!row) throw new AppError('NOT_FOUND', siteMessages.notFound);
  return toPage(row);
}
