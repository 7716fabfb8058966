import { createCarnival } from '../db/factories';
import { type Ctx, type MatrixRow, get, managerRows } from './authorization-row-kit';

/** The carnival season (issue #24): its public reads and the carnivals manager (administrators only). */

const carnival = (ctx: Ctx) => createCarnival(ctx.t.db);

/** A whole carnival as the manager's form sends it; a fresh address each time, so every save is free to succeed. */
const carnivalBody = (imageUrl: string) => ({
  name: 'Matrix Carnival',
  slug: `matrix-${Math.random().toString(36).slice(2, 10)}`,
  territory: 'Trinidad and Tobago',
  imageUrl,
  rule: {
    anchor: { kind: 'weekday', month: 8, weekday: 1, nth: 1 },
    days: [{ name: 'Kadooment', offset: 0 }],
    seasonDays: 14,
  },
});

export const seasonRows: Record<string, MatrixRow> = {
  'GET /api/carnivals': { fixture: carnival, ...get('/api/carnivals?year=2027') },
  'GET /api/carnivals/:slug': {
    fixture: carnival,
    request: (_ctx, _caller, item: { slug: string }) => ({ path: `/api/carnivals/${item.slug}` }),
  },
  ...managerRows('/api/admin/carnivals', carnival, carnivalBody),
};
