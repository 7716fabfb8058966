// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { validityDays, validityInstants } from './validity-days';

describe('discount validity days', () => {
  it('stores a last day as the midnight after it in Port of Spain, and reads it back as that day', () => {
    const stored = validityInstants({ validFrom: '2027-03-01', validUntil: '2027-03-31' });
    expect(stored.validFrom?.toISOString()).toBe('2027-03-01T04:00:00.000Z');
    expect(stored.validUntil?.toISOString()).toBe('2027-04-01T04:00:00.000Z');
    expect(validityDays(stored)).toEqual({ validFrom: '2027-03-01', validUntil: '2027-03-31' });
  });

  it('reads an end stored as the last moment of the day as that day', () => {
    const until = new Date('2027-03-31T23:59:59.999-04:00');
    expect(validityDays({ validFrom: null, validUntil: until })).toEqual({
      validFrom: null,
      validUntil: '2027-03-31',
    });
  });

  it('keeps an open bound open', () => {
    expect(validityInstants({ validFrom: null, validUntil: null })).toEqual({
      validFrom: null,
      validUntil: null,
    });
    expect(validityDays({ validFrom: null, validUntil: null })).toEqual({
      validFrom: null,
      validUntil: null,
    });
  });
});
