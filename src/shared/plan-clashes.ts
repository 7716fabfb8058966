/*
 * My Carnival's clash warnings (issue #24, item 2; decision 0050), worked out in one place for the plan page, the
 * shared view and their tests. Pure: no schemas, no I/O. Every timed entry is an interval of instants (an event's
 * from its own date, times and zone; a member's own entry from its wall clock in the carnival's zone), so entries
 * in different zones compare correctly. Bands (all-day) are not timed and never clash.
 */

/** A timed entry of a plan: its id, the instants it starts and ends (ms), and where it is. */
export interface TimedSlot {
  id: string;
  start: number;
  end: number;
  place: string;
}

export type Clash =
  /** The two entries overlap in time. */
  | { kind: 'overlap'; with: string }
  /** They are in different places with less than the travel buffer between them: `gapMinutes` (≥ 0). */
  | { kind: 'travel'; with: string; gapMinutes: number };

/**
 * A place as compared for travel: case, accents, apostrophes and punctuation, and spacing do not make two places
 * different ("Queen’s Park Savannah" is "queens park savannah").
 */
export function normalisePlace(place: string): string {
  return place
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const MINUTE_MS = 60_000;

/** The clash of `a` with `b`, if any (looked at from `a`; the same kind from `b`). */
function clashOf(a: TimedSlot, b: TimedSlot, bufferMs: number, places: Map<string, string>): Clash | null {
  if (a.start < b.end && b.start < a.end) return { kind: 'overlap', with: b.id };
  const gap = a.end <= b.start ? b.start - a.end : a.start - b.end;
  const placeA = places.get(a.id)!;
  const placeB = places.get(b.id)!;
  // An unknown place (blank) cannot be said to be elsewhere; the same place never needs travel.
  if (gap >= bufferMs || !placeA || !placeB || placeA === placeB) return null;
  return { kind: 'travel', with: b.id, gapMinutes: Math.floor(gap / MINUTE_MS) };
}

/**
 * Every clash of every timed entry, by entry id (only entries that clash are keys): two entries that overlap in
 * time, and two in different places (normalisePlace) with less than `bufferMinutes` from the end of one to the
 * start of the other. A clash is listed on both entries. Touching entries (one ends as the next starts) do not
 * overlap.
 */
export function planClashes(slots: readonly TimedSlot[], bufferMinutes: number): Record<string, Clash[]> {
  const bufferMs = Math.max(0, bufferMinutes) * MINUTE_MS;
  const places = new Map(slots.map((s) => [s.id, normalisePlace(s.place)]));
  const sorted = [...slots].sort((a, b) => a.start - b.start || a.end - b.end);
  const clashes: Record<string, Clash[]> = {};
  const add = (id: string, clash: Clash) => (clashes[id] ??= []).push(clash);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    // Sorted by start: once a later entry starts a buffer or more after `a` ends, none after it can clash with `a`.
    for (let j = i + 1; j < sorted.length && sorted[j]!.start < a.end + bufferMs; j++) {
      const b = sorted[j]!;
      const clash = clashOf(a, b, bufferMs, places);
      if (!clash) continue;
      add(a.id, clash);
      add(b.id, { ...clash, with: a.id });
    }
  }
  return clashes;
}
