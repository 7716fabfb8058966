/**
 * The initials an avatar shows when there is no picture (member-areas.md §2: "Avatars with no image show
 * initials"), and the demo seed's pictures carry: the first letter of the first and of the last word of the name,
 * from its parts as given (first and last name) or a whole name ("Kaia Baptiste" and "Kaia", "Baptiste" are both
 * "KB"); one letter for a one-word name; "?" for none.
 */
export function initials(...parts: (string | null | undefined)[]): string {
  const words = parts
    .join(' ')
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter) => letter !== undefined);
  if (!words.length) return '?';
  return `${words[0]}${words.length > 1 ? words.at(-1) : ''}`.toUpperCase();
}
