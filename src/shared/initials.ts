const firstLetter = (word: string) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '';
const wordsOf = (text: string | null | undefined) => (text ?? '').split(/\s+/).filter((w) => firstLetter(w));

/**
 * The initials an avatar shows when there is no picture (member-areas.md §2: "Avatars with no image show
 * initials"), and the demo seed's pictures carry: two letters, the first name's and the last name's ("Kaia",
 * "St. John" is "KS"); from a whole name, its first and last word's ("Kaia Baptiste" is "KB"). One letter for a
 * one-word name, "?" for none.
 */
export function initials(first: string | null | undefined, last?: string | null): string {
  const given = wordsOf(first);
  const family = wordsOf(last);
  const words = family.length
    ? [given[0] ?? '', family[0]!]
    : [given[0] ?? '', given.length > 1 ? given.at(-1)! : ''];
  return words.map(firstLetter).join('').toUpperCase() || '?';
}
