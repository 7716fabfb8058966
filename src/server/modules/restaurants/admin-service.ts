import {
  restaurantManagePolicy as policy,
  restaurantAdminMessages as texts,
  restaurantInputSchema,
} from '../../../shared/domains/restaurant-manage';
import type { ListQuery } from '../../../shared/schemas/common';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import { restaurants } from '../../db/schema/restaurants';
import { authorize } from '../../platform/authorize';
import { deleteItemReferences } from '../../platform/item-references';
import { resourceService, type ResourceDeps } from '../../platform/resource-kit/service';
import { memberSummaries } from '../members/service';
import { listManagedPage, updateRestaurant } from './manage-service';
import {
  edit,
  getManagedRestaurant,
  NOT_FOUND,
  recordValues,
  withOwners,
  type Id,
  type Write,
} from './manage-service';

/**
 * The restaurants manager (decision 0038): a resource of the kit whose answer is the restaurant as its owner's
 * page shows it (menu, photos, discounts and what the administrator may do: read in the write), and whose list
 * is a paged search. A new restaurant is active; its record is edited on the owner's page
 * (PUT /api/restaurants/:id, manage-service.ts), so the manager serves no update. Only administrators create,
 * switch and delete (restaurantManagePolicy: `create` and `setActive` are the same rule). A delete takes the
 * menu, photos, discounts and likes by their foreign keys and the featured row with deleteItemReferences, in
 * one transaction (decision 0013).
 */
export const restaurantAdmin = {
  ...resourceService({
    kind: 'restaurant',
    table: restaurants,
    columns: { id: restaurants.id, imageUrl: restaurants.imageUrl },
    body: restaurantInputSchema,
    policy: { edit: policy.create, delete: policy.delete },
    notFound: NOT_FOUND,
    images: ['imageUrl'],
    imageRefused: texts.imageType,
    imageRules: { leftOutKeeps: true },
    values: (input, current) => ({ ...recordValues(input), ...(current ? {} : { active: true }) }),
    answer: (row, _now, { db, actor }) => getManagedRestaurant(db, actor, row.id),
    deleteWith: (tx, id) => deleteItemReferences(tx, 'restaurant', id),
  }),
  /** The manager's list: every restaurant (inactive too) by name with its owner, searched. */
  async list({ db }: ResourceDeps, actor: Actor, input: ListQuery) {
    authorize(policy.create(actor));
    const page = await listManagedPage(db, input.q, input);
    return { ...page, items: await withOwners(db, page.items) };
  },
};

/** The owner (administrators only): a member (422 'Member not found' otherwise) or none. */
export const assignRestaurantOwner = edit(async ({ tx, id, body }: Write<Id, { ownerId: string | null }>) => {
  if (body.ownerId && !(await memberSummaries(tx, [body.ownerId])).has(body.ownerId)) {
    throw new AppError('VALIDATION', texts.memberNotFound, { ownerId: texts.memberNotFound });
  }
  await updateRestaurant(tx, id, { ownerId: body.ownerId });
}, policy.assignOwner);
