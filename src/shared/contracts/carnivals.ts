import { endpoint } from '../contract';
import {
  adminCarnivalSchema,
  adminCarnivalsSchema,
  carnivalInputSchema,
  carnivalPageSchema,
  seasonQuerySchema,
  seasonSchema,
} from '../domains/carnivals';
import { activeSchema, moveSchema } from '../domains/content-admin';
import { deletedSchema } from '../schemas/common';

/** A carnival's write shows on the season, its pages, the home countdown and the event and band forms' choices. */
const admin = { auth: 'admin' as const, tags: ['admin'], resource: 'carnivals', touches: ['home'] as const };

/**
 * The carnival season (issue #24, decision 0049): the public timeline and a carnival's page, and the carnivals
 * manager (/admin/carnivals). Every read is the `carnivals` resource.
 */
export const carnivalEndpoints = {
  season: endpoint({
    method: 'get',
    path: '/api/carnivals',
    summary:
      "The season: every active carnival with its main days, season window (seasonStart to its last main day), image and how many active events and bands belong to that occurrence, ordered by first main day. Without year: each carnival's occurrence under way or next (the current season); with year (2000–2100): that year's.",
    auth: 'public',
    query: seasonQuerySchema,
    response: seasonSchema,
    tags: ['carnivals'],
    resource: 'carnivals',
  }),
  page: endpoint({
    method: 'get',
    path: '/api/carnivals/:slug',
    summary:
      "One active carnival by its address (slug): its occurrence (current or next, or year's), the fete-density strip (each day of its window, extended to its events' dates, with how many active events are on it; a multi-day event counts on each day), its upcoming Fete Guide events and Fete Travel events (Festival, Carnival, Cruise), and its upcoming bands (each up to 24). 404 'Carnival not found'.",
    auth: 'public',
    query: seasonQuerySchema,
    response: carnivalPageSchema,
    tags: ['carnivals'],
    resource: 'carnivals',
  }),
  list: endpoint({
    ...admin,
    method: 'get',
    path: '/api/admin/carnivals',
    summary:
      'Every carnival (inactive ones too) in order, with its rule and how many events and bands name it.',
    response: adminCarnivalsSchema,
  }),
  create: endpoint({
    ...admin,
    method: 'post',
    path: '/api/admin/carnivals',
    summary:
      'Add a carnival (last in order). A blank slug is made from the name; a slug another carnival has is 422 on slug (409 if two saves race). The rule: anchor easter, weekday (month 1–12, weekday 0–6 Sunday–Saturday, nth 1–4 or -1 last) or fixed (month, day); 1–8 main days (name, offset −120…120 days from the anchor); seasonDays 0–120. imageUrl: a URL POST /api/uploads answered, or blank.',
    body: carnivalInputSchema,
    response: adminCarnivalSchema,
    status: 201,
  }),
  update: endpoint({
    ...admin,
    method: 'put',
    path: '/api/admin/carnivals/:id',
    summary: 'Change a carnival (the whole record; an unchanged image URL is kept).',
    body: carnivalInputSchema,
    response: adminCarnivalSchema,
  }),
  setActive: endpoint({
    ...admin,
    method: 'put',
    path: '/api/admin/carnivals/:id/active',
    summary: 'Show or hide a carnival on the season.',
    body: activeSchema,
    response: adminCarnivalSchema,
  }),
  move: endpoint({
    ...admin,
    method: 'post',
    path: '/api/admin/carnivals/:id/move',
    summary: 'Move a carnival one step up or down in the manager’s order; answers every carnival.',
    body: moveSchema,
    response: adminCarnivalsSchema,
  }),
  remove: endpoint({
    ...admin,
    method: 'delete',
    path: '/api/admin/carnivals/:id',
    summary:
      'Delete a carnival. Its events and bands stay, without a carnival (their link is cleared in the same statement).',
    response: deletedSchema,
  }),
};
