import type { z } from 'zod';
import { resourceEndpoints } from './admin-resource';
import {
  adInputSchema,
  adminAdSchema,
  adminHeroSlideSchema,
  adminPartnerSchema,
  heroSlideInputSchema,
  partnerInputSchema,
} from '../domains/home-admin';
import { itemsSchema } from '../schemas/common';

type Summaries = Record<'list' | 'create' | 'update' | 'setActive' | 'move' | 'remove', string>;

/**
 * One home list's manager under /api/admin/<list>: list, add, edit (the whole item), active, move (answers the
 * whole list in its new order) and delete, each with its own summary. The `home` resource, administrators only.
 */
function listEndpoints<const List extends string, Body extends z.ZodType, Item extends z.ZodType>(
  list: List,
  { body, item }: { body: Body; item: Item },
  summary: Summaries,
) {
  const admin = resourceEndpoints(`/api/admin/${list}`, { auth: 'admin', tags: ['admin'], resource: 'home' });
  const items = itemsSchema(item);
  return {
    list: admin.list({ summary: summary.list, response: items }),
    create: admin.create({ summary: summary.create, body, response: item }),
    update: admin.update({ summary: summary.update, body, response: item }),
    setActive: admin.setActive({ summary: summary.setActive, response: item }),
    move: admin.move({ summary: summary.move, response: items }),
    remove: admin.remove({ summary: summary.remove }),
  };
}

/**
 * The home managers' endpoints by list (the path's last part): hero slides, ads and partners, each with its
 * list, add, edit, active, move and delete. Administrators only; every write is one transaction.
 */
export const homeContentEndpoints = {
  'hero-slides': listEndpoints(
    'hero-slides',
    { body: heroSlideInputSchema, item: adminHeroSlideSchema },
    {
      list: 'Every hero slide (inactive ones too) in order, with its link, window and whether the home shows it now.',
      create:
        'Add a hero slide (last in order). imageUrl and mobileImageUrl: URLs POST /api/uploads answered (purpose image). The window (startsAt, endsAt) is optional; end not before start.',
      update: 'Change a hero slide (the whole slide; an unchanged image URL is kept).',
      setActive: 'Show or hide a hero slide.',
      move: 'Move a hero slide one step up or down; answers every slide in the new order.',
      remove: 'Delete a hero slide.',
    },
  ),
  ads: listEndpoints(
    'ads',
    { body: adInputSchema, item: adminAdSchema },
    {
      list: 'Every ad (inactive and ended ones too) by position and order, with whether it runs now.',
      create:
        'Add an ad at a position (hero: the home page), last in its order. Without startsAt it starts now; endsAt not before startsAt.',
      update: 'Change an ad (the whole ad).',
      setActive: 'Show or hide an ad.',
      move: 'Move an ad one step up or down among the ads of its position; answers every ad.',
      remove: 'Delete an ad.',
    },
  ),
  partners: listEndpoints(
    'partners',
    { body: partnerInputSchema, item: adminPartnerSchema },
    {
      list: 'Every partner (inactive ones too) in order.',
      create: 'Add a partner (last in order). logoUrl: a URL POST /api/uploads answered (purpose image).',
      update: 'Change a partner.',
      setActive: 'Show or hide a partner.',
      move: 'Move a partner one step up or down; answers every partner in the new order.',
      remove: 'Delete a partner.',
    },
  ),
};
