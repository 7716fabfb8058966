import { z } from 'zod';
import { bandItemSchema } from './bands';

import { bandCompareMessages, COMPARE_MAX, compareIdsOf } from '../band-compare-rules';

export {
  bandCompareMessages,
  COMPARE_MAX,
  compareIdsOf,
  compareRefusal,
  type ComparePick,
} from '../band-compare-rules';

/** GET /api/bands/compare?ids=id1,id2 (1 to 4 distinct bands). */
export const bandCompareQuerySchema = z.object({
  ids: z
    .string({ error: bandCompareMessages.ids })
    .transform(compareIdsOf)
    .pipe(z.array(z.string()).min(1, bandCompareMessages.ids).max(COMPARE_MAX, bandCompareMessages.ids)),
});

export const bandCompareSchema = z.object({
  carnival: z.object({ id: z.string(), name: z.string(), slug: z.string(), territory: z.string() }),
  /** In the order asked. */
  bands: z.array(bandItemSchema),
  /** The bands among them the member watches for registration (empty for visitors). */
  watching: z.array(z.string()),
});
export type BandCompare = z.infer<typeof bandCompareSchema>;

/** PUT and DELETE /api/bands/:id/registration-watch. */
export const bandWatchSchema = z.object({ watching: z.boolean() });
export type BandWatch = z.infer<typeof bandWatchSchema>;
