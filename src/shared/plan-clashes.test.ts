// @module-tag pglite
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePlace, planClashes, type TimedSlot } from './plan-clashes';

const MIN = 60_000;
const at = (hours: number) => Date.UTC(2027, 1, 5) + hours * 60 * MIN;
const slot = (id: string, from: number, to: number, place: string): TimedSlot => ({
  id,
  start: at(from),
  end: at(to),
  place,
});

describe('planClashes', () => {
  it('warns on both entries that overlap, whatever their places', () => {
    const clashes = planClashes(
      [slot('a', 20, 26, 'Woodbrook'), slot('b', 22, 28, 'Woodbrook'), slot('c', 30, 31, 'Woodbrook')],
      30,
    );
    expect(clashes).toEqual({
      a: [{ kind: 'overlap', with: 'b' }],
      b: [{ kind: 'overlap', with: 'a' }],
    });
  });

  it('warns when there is less than the buffer between two places, never at the same place', () => {
    const clashes = planClashes(
      [
        slot('makeup', 2, 3, 'Studio 5, Maraval'),
        slot('jouvert', 3.25, 8, "Queen's Park Savannah"),
        slot('lime', 8, 9, 'Queen’s  Park SAVANNAH'),
      ],
      30,
    );
    expect(clashes).toEqual({
      makeup: [{ kind: 'travel', with: 'jouvert', gapMinutes: 15 }],
      jouvert: [{ kind: 'travel', with: 'makeup', gapMinutes: 15 }],
    });
    expect(planClashes([slot('a', 1, 2, 'Here'), slot('b', 2.5, 3, 'There')], 30)).toEqual({});
    expect(planClashes([slot('a', 1, 2, 'Here'), slot('b', 2, 3, '')], 30)).toEqual({});
  });

  it('normalises places: case, accents, apostrophes, punctuation and spacing', () => {
    expect(normalisePlace("  Queen's Park  Savannah, ")).toBe('queens park savannah');
    expect(normalisePlace('Queen’s Park Savannah')).toBe('queens park savannah');
    expect(normalisePlace('Pétion-Ville')).toBe('petion ville');
  });

  const slots = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      start: fc.integer({ min: 0, max: 48 * 60 }),
      length: fc.integer({ min: 1, max: 12 * 60 }),
      place: fc.constantFrom('', 'Savannah', 'savannah', 'Woodbrook', 'Maraval'),
    }),
    { selector: (s) => s.id, maxLength: 12 },
  );
  const toSlots = (rows: { id: string; start: number; length: number; place: string }[]) =>
    rows.map((r) => ({ id: r.id, start: r.start * MIN, end: (r.start + r.length) * MIN, place: r.place }));
  const buffer = fc.integer({ min: 0, max: 240 });

  it('(property) every clash is listed on both entries, with the same kind', () => {
    fc.assert(
      fc.property(slots, buffer, (rows, minutes) => {
        const clashes = planClashes(toSlots(rows), minutes);
        for (const [id, list] of Object.entries(clashes))
          for (const clash of list) expect(clashes[clash.with]).toContainEqual({ ...clash, with: id });
      }),
    );
  });

  it('(property) an overlap is exactly two intervals that intersect; a travel warning is never at one place', () => {
    fc.assert(
      fc.property(slots, buffer, (rows, minutes) => {
        const list = toSlots(rows);
        const clashes = planClashes(list, minutes);
        for (const a of list)
          for (const b of list) {
            if (a === b) continue;
            const overlaps = a.start < b.end && b.start < a.end;
            const found = clashes[a.id]?.find((c) => c.with === b.id);
            expect(found?.kind === 'overlap').toBe(overlaps);
            if (found?.kind === 'travel') {
              expect(normalisePlace(a.place)).not.toBe(normalisePlace(b.place));
              expect(found.gapMinutes).toBeLessThan(minutes);
            }
          }
      }),
    );
  });

  it('(property) a larger buffer only adds warnings; a zero buffer gives only overlaps', () => {
    fc.assert(
      fc.property(slots, buffer, buffer, (rows, x, y) => {
        const list = toSlots(rows);
        const [small, large] = x <= y ? [x, y] : [y, x];
        const few = planClashes(list, small);
        const more = planClashes(list, large);
        for (const [id, clashesOf] of Object.entries(few))
          for (const clash of clashesOf) expect(more[id]).toContainEqual(clash);
        const none = planClashes(list, 0);
        expect(
          Object.values(none)
            .flat()
            .every((c) => c.kind === 'overlap'),
        ).toBe(true);
      }),
    );
  });
});
