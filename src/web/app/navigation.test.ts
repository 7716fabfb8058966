import { describe, expect, it } from 'vitest';
import { adminNav } from './navigation';

describe('the admin entries of the navigation', () => {
  it('hold only what the side menu shows: the hub’s descriptions load with the hub, not on a visitor’s first page', () => {
    const shown = new Set(['to', 'label', 'comingSoon']);
    for (const item of adminNav) expect(Object.keys(item).filter((key) => !shown.has(key))).toEqual([]);
  });
});
