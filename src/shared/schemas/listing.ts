import { z } from 'zod';

/**
 * The building blocks of the listing answers (events, bands, restaurants, faces, products): each domain's item
 * schema extends or spreads these, so a field every listing shares is declared, and changed, in one place.
 */

/** What a place-like listing (a band, a restaurant) shows first: its name, words, picture and where it is. */
export const listingCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  location: z.string(),
  country: z.string(),
  state: z.string(),
});

/**
 * The state of a listing item in the public answers: switched on (only administrators ever see an inactive
 * item), liked by the viewer (false for visitors), featured on the home page.
 */
export const listingFlagFields = {
  active: z.boolean(),
  liked: z.boolean(),
  featured: z.boolean(),
};

/** The flags of an item without a viewer's like (the managers' answers, products). */
export const listingStateFields = z.object(listingFlagFields).omit({ liked: true }).shape;

/**
 * A `can` object of an answer: one boolean per rule of the domain's policy, the controls the viewer may be
 * shown (the server checks the rule again on every write).
 */
export function canSchema<const Rule extends string>(...rules: Rule[]) {
  return z.object(Object.fromEntries(rules.map((rule) => [rule, z.boolean()])) as Record<Rule, z.ZodBoolean>);
}
