import { eq } from 'drizzle-orm';
import type { SitePageSlug } from '../../../shared/domains/site';
import type { Db } from '../../db/client';
import { sitePages } from '../../db/schema/site';

/** The id of a stored page (its migration wrote it), for the tests that edit it. */
export async function sitePageId(db: Db, slug: SitePageSlug): Promise<string> {
  const [row] = await db.select({ id: sitePages.id }).from(sitePages).where(eq(sitePages.slug, slug));
  if (!row) throw new Error(`no ${slug} page: migration 0021 writes it`);
  return row.id;
}
