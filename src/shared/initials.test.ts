// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first and last name, or the first and last word of a whole name (issue #23, item 9)', () => {
    expect(initials('Kaia', 'Baptiste')).toBe('KB');
    expect(initials('Kaia Baptiste')).toBe('KB');
    expect(initials('Kaia Marie', 'St. John')).toBe('KS');
    expect(initials('Kaia', 'Tester dae5b22a')).toBe('KT');
    expect(initials(' élodie  ', 'ńoel ')).toBe('ÉŃ');
    expect(initials('Kaia Marie Baptiste')).toBe('KB');
  });

  it('is one letter for one word and a question mark for no name', () => {
    expect(initials('Kaia')).toBe('K');
    expect(initials('Kaia', '')).toBe('K');
    expect(initials('', null)).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
});
