// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { cleanDisplayName, memberName } from './display-name';

describe('cleanDisplayName', () => {
  it('keeps ordinary names as they are', () => {
    for (const name of [
      "Kaia O'Brien",
      'Dr. Marlon St. Hill',
      'José-María Ñúñez',
      'Ngozi',
      '李小龍',
      'Anne-Marie',
    ]) {
      expect(cleanDisplayName(name)).toBe(name);
    }
  });

  it('puts a name on one line', () => {
    expect(cleanDisplayName('Kaia\nBuy now\r\nor\u2028never\ttoday')).toBe('Kaia Buy now or never today');
    expect(cleanDisplayName('  Kaia   Baptiste  ')).toBe('Kaia Baptiste');
  });

  it('drops links, addresses and bare domains', () => {
    expect(cleanDisplayName('Kaia https://spam.example/win?x=1 Baptiste')).toBe('Kaia Baptiste');
    expect(cleanDisplayName('Cheap pills at www.pills.com')).toBe('Cheap pills at');
    expect(cleanDisplayName('Win at spam.com')).toBe('Win at');
    expect(cleanDisplayName('mail me@spam.com now')).toBe('mail now');
    expect(cleanDisplayName('Kaia\nspam.tt')).toBe('Kaia');
  });

  it('removes invisible reordering characters', () => {
    expect(cleanDisplayName('Kaia\u202Emoc.maps\u202C')).not.toMatch(/[\u202A-\u202E]/);
  });

  it('falls back when nothing is left', () => {
    expect(cleanDisplayName('https://spam.example')).toBe('A member');
    expect(cleanDisplayName('\n\n', 'Former member')).toBe('Former member');
    expect(cleanDisplayName(null)).toBe('A member');
  });
});

describe('memberName', () => {
  it('is first and last name, else the account name, else the fallback', () => {
    expect(memberName({ firstName: 'Kaia', lastName: 'Baptiste', name: 'kb' })).toBe('Kaia Baptiste');
    expect(memberName({ firstName: '', lastName: '', name: 'kb' })).toBe('kb');
    expect(memberName({ firstName: 'www.x.com', lastName: '', name: '' })).toBe('A member');
  });
});
