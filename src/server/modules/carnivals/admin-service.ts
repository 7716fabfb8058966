import { slugOfName } from '../../../shared/carnival-texts';
import {
  carnivalInputSchema,
  carnivalMessages,
  carnivalPolicy,
  type AdminCarnival,
} from '../../../shared/domains/carnivals';
import { AppError } from '../../../shared/errors';
import { carnivals } from '../../db/schema/carnivals';
import { resourceService } from '../../platform/resource-kit/service';
import { adminCarnivalColumns, findAdminCarnival, listAdminCarnivals, slugTaken } from './queries';

/** The address a body asks for: its slug, or one made from its name when left blank. */
const slugOf = (input: { name: string; slug: string }) => input.slug || slugOfName(input.name);

/**
 * The carnivals manager (issue #24, decision 0038): an ordered list of the kit whose answers carry how many
 * events and bands name each carnival (subqueries, so writes read the row again). The address (slug) is made
 * from the name when left blank and must be free (422 on the field; the unique index answers 409 if two saves
 * race). A delete leaves the carnival's events and bands without one (their foreign keys clear it).
 */
export const carnivalAdmin = resourceService({
  kind: 'carnivals',
  table: carnivals,
  columns: adminCarnivalColumns,
  find: findAdminCarnival,
  findAll: listAdminCarnivals,
  body: carnivalInputSchema,
  policy: { edit: carnivalPolicy.manage },
  notFound: carnivalMessages.notFound,
  images: ['imageUrl'],
  async check(tx, input, id) {
    const slug = slugOf(input);
    if (!slug) throw new AppError('VALIDATION', carnivalMessages.slug, { slug: carnivalMessages.slug });
    if (await slugTaken(tx, slug, id)) {
      throw new AppError('VALIDATION', carnivalMessages.slugTaken, { slug: carnivalMessages.slugTaken });
    }
  },
  values: (input) => ({
    name: input.name,
    slug: slugOf(input),
    territory: input.territory,
    description: input.description,
    rule: input.rule,
  }),
  answer: (row): AdminCarnival => row,
  order: { lock: 'carnivals_order', sortOrder: carnivals.sortOrder, createdAt: carnivals.createdAt },
});
