import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './money';

describe('dollarsToCents', () => {
  it.each([
    ['85', 8500],
    ['85.5', 8550],
    ['19.99', 1999],
    [' $1,250.00 ', 125000],
    ['.5', 50],
    ['0', 0],
  ])('reads %s as %i cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it('keeps blanks absent, refuses words, and leaves a third decimal fractional', () => {
    expect(dollarsToCents('  ')).toBeUndefined();
    expect(dollarsToCents('ten')).toBe(-1);
    expect(dollarsToCents('1e5')).toBe(-1);
    expect(dollarsToCents('-5')).toBe(-500);
    expect(Number.isInteger(dollarsToCents('1.005'))).toBe(false);
  });

  it('shows cents back as dollars with two decimals', () => {
    expect(centsToDollars(8550)).toBe('85.50');
    expect(centsToDollars(null)).toBe('');
  });
});
