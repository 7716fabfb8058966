import { z } from 'zod';
import {
  carnivalMessages as m,
  daysInMonth,
  RULE_LIMITS,
  SEASON_YEARS,
  SLUG_PATTERN,
} from '../carnival-texts';
import { dateString, itemsSchema } from '../schemas/common';
import { optionalTextField, requiredTextField, wholeNumberField } from '../schemas/form-fields';
import { optionalImageRef } from './content-admin';
import { bandItemSchema } from './bands';
import { eventItemSchema } from './events';
import { isAdmin, type MaybeViewer } from './viewer';

export { carnivalMessages } from '../carnival-texts';

/** Carnivals are managed by administrators alone (issue #24); everyone reads the active ones. */
export const carnivalPolicy = {
  manage: (viewer: MaybeViewer) => isAdmin(viewer),
};

const month = wholeNumberField(1, 12, m.month);

/** A rule's anchor (shared/carnival-dates.ts), each kind with its own fields. */
export const carnivalAnchorSchema = z.discriminatedUnion(
  'kind',
  [
    // Plain objects: fields of another kind (left in the admin form when the kind changes) are dropped.
    z.object({ kind: z.literal('easter') }),
    z.object({
      kind: z.literal('weekday'),
      month,
      weekday: wholeNumberField(0, 6, m.weekday),
      nth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)], { error: m.nth }),
    }),
    z
      .object({ kind: z.literal('fixed'), month, day: wholeNumberField(1, 31, m.day) })
      .refine((a) => a.day <= daysInMonth(a.month), { message: m.day, path: ['day'] }),
  ],
  { error: 'Please choose what the dates count from' },
);

export const carnivalDaySchema = z.strictObject({
  name: requiredTextField(m.dayName, RULE_LIMITS.dayName),
  offset: wholeNumberField(-RULE_LIMITS.offset, RULE_LIMITS.offset, m.offset),
});

export const carnivalRuleSchema = z.strictObject({
  anchor: carnivalAnchorSchema,
  days: z.array(carnivalDaySchema, { error: m.days }).min(1, m.days).max(RULE_LIMITS.days, m.days),
  seasonDays: wholeNumberField(0, RULE_LIMITS.seasonDays, m.seasonDays),
});

/**
 * The Carnival select of the event and band forms: a carnival's id, or blank/null for none. The server checks that
 * the carnival exists (422 on the field).
 */
export const carnivalChoiceField = z
  .preprocess((v) => (v === '' ? null : v), z.uuid({ error: m.carnivalChoice }).nullable())
  .optional()
  .default(null);

/** Create/update a carnival; a blank slug is made from the name. */
export const carnivalInputSchema = z.strictObject({
  name: requiredTextField(m.name, 120),
  slug: z
    .string({ error: m.slug })
    .trim()
    .max(80, m.slug)
    .refine((s) => s === '' || SLUG_PATTERN.test(s), m.slug)
    .optional()
    .default(''),
  territory: requiredTextField(m.territory, 120),
  description: optionalTextField(2000, m.description),
  imageUrl: optionalImageRef,
  rule: carnivalRuleSchema,
  active: z.boolean().optional(),
});
export type CarnivalInput = z.input<typeof carnivalInputSchema>;

const occurrenceFields = {
  year: z.number().int(),
  days: z.array(z.object({ name: z.string(), date: dateString })),
  start: dateString,
  end: dateString,
  seasonStart: dateString,
};

/** Who and where a carnival is, as every answer has it. */
const carnivalFields = {
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  territory: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
};

/** How many events and bands belong to it (the season: to that occurrence; the back office: in all). */
const countFields = { eventCount: z.number().int(), bandCount: z.number().int() };

/** A carnival in the back office: its record, its rule, and how many events and bands name it. */
export const adminCarnivalSchema = z.object({
  ...carnivalFields,
  rule: carnivalRuleSchema,
  active: z.boolean(),
  ...countFields,
});
export type AdminCarnival = z.infer<typeof adminCarnivalSchema>;
export const adminCarnivalsSchema = itemsSchema(adminCarnivalSchema);

/** One carnival of a season: who, where, its dated main days and window, and how many events and bands it has. */
export const seasonCarnivalSchema = z.object({ ...carnivalFields, ...occurrenceFields, ...countFields });
export type SeasonCarnival = z.infer<typeof seasonCarnivalSchema>;

/** GET /api/carnivals: `year` null for the current season (each carnival's current or next occurrence). */
export const seasonSchema = z.object({
  year: z.number().int().nullable(),
  today: dateString,
  items: z.array(seasonCarnivalSchema),
});
export type Season = z.infer<typeof seasonSchema>;

export const seasonQuerySchema = z.object({
  year: z.coerce
    .number({ error: m.year })
    .int(m.year)
    .min(SEASON_YEARS.min, m.year)
    .max(SEASON_YEARS.max, m.year)
    .optional(),
});

/** GET /api/carnivals/:slug: the occurrence, how many events each day of it has, its events and bands. */
export const carnivalPageSchema = z.object({
  carnival: seasonCarnivalSchema,
  today: dateString,
  density: z.array(z.object({ date: dateString, count: z.number().int().min(0) })),
  events: z.array(eventItemSchema),
  travel: z.array(eventItemSchema),
  bands: z.array(bandItemSchema),
});
export type CarnivalPage = z.infer<typeof carnivalPageSchema>;
