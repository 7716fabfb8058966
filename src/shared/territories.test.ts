// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { TERRITORIES } from './territories';

describe('TERRITORIES (the sign-up and Update Location list)', () => {
  it('lists Trinidad and Tobago once, as the country, not its islands beside it (issue #23, item 17)', () => {
    expect(TERRITORIES).toContain('Trinidad and Tobago');
    expect(TERRITORIES).not.toContain('Trinidad');
    expect(TERRITORIES).not.toContain('Tobago');
  });

  it('names each place once', () => {
    expect(new Set(TERRITORIES).size).toBe(TERRITORIES.length);
  });
});
