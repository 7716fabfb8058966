/*
 * Comparing bands' rules, free of schemas (decision 0052): the bands list and a band's page (a visitor's first
 * page) read them, and zod stays off those pages (scripts/check-build.mjs). The schemas are in
 * shared/domains/band-compare.ts.
 */

/**
 * Comparing bands (issue #24, item 4; decision 0052): up to four bands of one carnival side by side, and
 * "Notify me when registration opens" for a band with no registration link yet.
 */
export const COMPARE_MAX = 4;

export const bandCompareMessages = {
  ids: `Please choose from 1 to ${COMPARE_MAX} bands to compare`,
  oneCarnival: 'Bands can only be compared within one carnival',
  noCarnival: 'This band is not linked to a carnival yet, so it cannot be compared',
  notFound: 'One of these bands is not listed any more',
  limit: `You can compare up to ${COMPARE_MAX} bands. Remove one to add another.`,
  otherCarnival: (band: string, carnival: string) =>
    `${band} cannot be added: your comparison holds bands of ${carnival}, and bands can only be compared within one carnival.`,
  alreadyOpen: 'Registration is already open for this band',
  noticeTitle: (band: string) => `Registration is open: ${band}`,
  noticeMessage: (band: string) => `${band} has opened registration. Register on its page on Fete.`,
} as const;

/** A band as the tray keeps it (session storage) and the rules read it. */
export interface ComparePick {
  id: string;
  name: string;
  carnivalId: string | null;
  carnivalName: string | null;
}

/** Why the band cannot join the picks (null: it can). A band already picked can always be removed. */
export function compareRefusal(picks: readonly ComparePick[], band: ComparePick): string | null {
  if (picks.some((p) => p.id === band.id)) return null;
  if (!band.carnivalId) return bandCompareMessages.noCarnival;
  const first = picks[0];
  if (first && first.carnivalId !== band.carnivalId) {
    return bandCompareMessages.otherCarnival(band.name, first.carnivalName ?? 'another carnival');
  }
  if (picks.length >= COMPARE_MAX) return bandCompareMessages.limit;
  return null;
}

/** "id1,id2" from the address, as a list: blanks and repeats dropped. */
export function compareIdsOf(text: string | null | undefined): string[] {
  const ids = (text ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter(Boolean))];
}
