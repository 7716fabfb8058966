import { useSyncExternalStore } from 'react';
import { COMPARE_MAX, compareRefusal, type ComparePick } from '../../../../shared/band-compare-rules';

/**
 * The bands picked to compare (decision 0052): kept in session storage for the tray, so they follow the visitor
 * from Fete Destinations to a band's page and back; the comparison's own address carries them too (shareable).
 * `notice` is why the last pick was refused (another carnival's band, a fifth band), shown by the tray.
 */
export interface CompareState {
  picks: ComparePick[];
  notice: string | null;
}

const KEY = 'fete:band-compare';
const EMPTY: CompareState = { picks: [], notice: null };
const listeners = new Set<() => void>();

function stored(): ComparePick[] {
  try {
    const picks: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(picks) ? (picks as ComparePick[]).slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

let state: CompareState = typeof sessionStorage === 'undefined' ? EMPTY : { picks: stored(), notice: null };

function set(next: CompareState): void {
  state = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next.picks));
  } catch {
    // Storage refused (private mode, full): the picks still hold for this page.
  }
  for (const listener of listeners) listener();
}

/** Pick the band, or unpick it; a refused pick leaves the picks and says why. */
export function togglePick(band: ComparePick): void {
  if (state.picks.some((p) => p.id === band.id)) {
    set({ picks: state.picks.filter((p) => p.id !== band.id), notice: null });
    return;
  }
  const refusal = compareRefusal(state.picks, band);
  set(refusal ? { ...state, notice: refusal } : { picks: [...state.picks, band], notice: null });
}

/** The comparison's address decides: its bands become the picks. */
export const replacePicks = (picks: ComparePick[]) =>
  set({ picks: picks.slice(0, COMPARE_MAX), notice: null });
export const clearPicks = () => set({ picks: [], notice: null });
export const dismissNotice = () => set({ ...state, notice: null });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useComparePicks = (): CompareState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );

/** The band as the picks keep it. */
export const pickOf = (band: ComparePick): ComparePick => ({
  id: band.id,
  name: band.name,
  carnivalId: band.carnivalId,
  carnivalName: band.carnivalName,
});
