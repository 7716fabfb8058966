import { z } from 'zod';

/**
 * The spec's rule for lists people type (product sizes and colours, provider services): "trimmed, and empty
 * values and duplicates are ignored". Duplicates are found ignoring case ("Red" and "red" are one colour);
 * the first spelling is kept, in the order given.
 */
export function cleanTextList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLocaleLowerCase('en-US');
    if (!value || seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept;
}

/**
 * A list of short texts as the server stores it: cleaned by `cleanTextList` first, then each entry at most
 * `maxLength` characters and at most `maxItems` entries. Blank entries are dropped, never refused.
 */
export function textListSchema(options: {
  maxItems: number;
  maxLength: number;
  itemMessage: string;
  countMessage: string;
}) {
  return z
    .array(z.string({ error: options.itemMessage }).max(options.maxLength * 4, options.itemMessage), {
      error: options.itemMessage,
    })
    .max(options.maxItems * 4, options.countMessage)
    .transform(cleanTextList)
    .pipe(
      z
        .array(z.string().max(options.maxLength, options.itemMessage))
        .max(options.maxItems, options.countMessage),
    );
}
