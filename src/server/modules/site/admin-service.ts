import { desc } from 'drizzle-orm';
import { siteMessages, sitePageInputSchema, sitePagePolicy } from '../../../shared/domains/site';
import { sitePages } from '../../db/schema/site';
import { resourceService } from '../../platform/resource-kit/service';
import { pageColumns, toPage } from './service';

/**
 * The pages' editor (/admin/site-pages; decision 0045): the kit's list (terms first, as the footer names them)
 * and update. The pages are written by their migration and never added or deleted.
 */
export const sitePageAdmin = resourceService({
  kind: 'site_page',
  table: sitePages,
  columns: pageColumns,
  findAll: (db) => db.select(pageColumns).from(sitePages).orderBy(desc(sitePages.slug)),
  body: sitePageInputSchema,
  policy: { edit: sitePagePolicy.edit },
  notFound: siteMessages.notFound,
  values: (input) => ({ title: input.title, body: input.body }),
  answer: toPage,
});
