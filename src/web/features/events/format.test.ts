import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from './format';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatPrice', () => {
  it('writes the price badge', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(-100)).toBe('Free');
    expect(formatPrice(2500)).toBe('$25');
    expect(formatPrice(2550)).toBe('$25.50');
    expect(formatPrice(125_000)).toBe('$1,250');
    expect(formatPrice(125_005)).toBe('$1,250.05');
  });

  it('builds no number formatter per price (a card list formats one per card while the page hydrates)', () => {
    const perCall = vi.spyOn(Number.prototype, 'toLocaleString');
    for (let cents = 100; cents < 5_000; cents += 25) formatPrice(cents);
    expect(perCall).not.toHaveBeenCalled();
  });
});
