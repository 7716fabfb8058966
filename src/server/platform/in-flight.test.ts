// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { createInFlightBudget } from './in-flight';

describe('in-flight budget', () => {
  it('admits at most perKey at once for one key, whatever the others hold', () => {
    const budget = createInFlightBudget({ perKey: 2, totalBytes: 1000 });
    const first = budget.admit('a', 10);
    const second = budget.admit('a', 10);
    expect([first.admitted, second.admitted]).toEqual([true, true]);
    expect(budget.admit('a', 10)).toEqual({ admitted: false, reason: 'key' });
    expect(budget.admit('b', 10).admitted).toBe(true);
    if (first.admitted) first.release();
    expect(budget.admit('a', 10).admitted).toBe(true);
  });

  it('admits bytes up to the total, and takes them back on release (once)', () => {
    const budget = createInFlightBudget({ perKey: 5, totalBytes: 100 });
    const big = budget.admit('a', 70);
    expect(budget.admit('b', 31)).toEqual({ admitted: false, reason: 'total' });
    const fits = budget.admit('b', 30);
    expect(fits.admitted).toBe(true);
    expect(budget.bytes).toBe(100);
    if (big.admitted) {
      big.release();
      big.release();
    }
    expect(budget.bytes).toBe(30);
    expect(budget.holding('a')).toBe(0);
    expect(budget.holding('b')).toBe(1);
    expect(budget.admit('c', 70).admitted).toBe(true);
  });

  it('refuses nonsense limits and sizes', () => {
    expect(() => createInFlightBudget({ perKey: 0, totalBytes: 1 })).toThrow();
    expect(() => createInFlightBudget({ perKey: 1, totalBytes: 0 })).toThrow();
    expect(() => createInFlightBudget({ perKey: 1, totalBytes: 1 }).admit('a', Number.NaN)).toThrow();
  });
});
