/**
 * The texts of length limits, built from the limit they name so that the text and the rule never drift apart.
 * No zod here: the `*-messages.ts` files the web loads on a first page use these too.
 */

/** `atMostCharacters('The title', 200)`: "The title must be at most 200 characters". */
export const atMostCharacters = (what: string, max: number) => `${what} must be at most ${max} characters`;

/** Beside a field, without naming it: "Please use at most 500 characters". */
export const useAtMostCharacters = (max: number) => `Please use at most ${max} characters`;
