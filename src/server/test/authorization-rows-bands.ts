import { createBand, createCarnival } from '../db/factories';
import { band, type MatrixRow, withItem } from './authorization-row-kit';

/** Comparing bands and "Notify me when registration opens" (decision 0052). */

const closedBand = (ctx: Parameters<typeof band>[0]) =>
  createBand(ctx.t.db, { registrationUrl: null, feteIdRegistrationUrl: null });

export const bandCompareRows: Record<string, MatrixRow> = {
  // Public: two bands of one carnival.
  'GET /api/bands/compare': {
    fixture: async ({ t }) => {
      const { id: carnivalId } = await createCarnival(t.db);
      const bands = [await createBand(t.db, { carnivalId }), await createBand(t.db, { carnivalId })];
      return { id: bands.map((b) => b.id).join(',') };
    },
    request: (_ctx, _caller, pair) => ({ path: `/api/bands/compare?ids=${pair.id}` }),
  },
  // Any member watches a band whose registration is not open yet; the toggle is their own.
  'PUT /api/bands/:id/registration-watch': withItem(
    closedBand,
    (id) => `/api/bands/${id}/registration-watch`,
    {
      method: 'PUT',
    },
  ),
  'DELETE /api/bands/:id/registration-watch': withItem(
    closedBand,
    (id) => `/api/bands/${id}/registration-watch`,
    { method: 'DELETE' },
  ),
};
