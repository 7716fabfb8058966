// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { cleanTextList, textListSchema } from './text-list';

describe('cleanTextList', () => {
  it('trims, drops blanks and duplicates (ignoring case), keeping the first spelling in order', () => {
    expect(cleanTextList([' Red', 'red ', '', '  ', 'Gold', 'RED', 'gold', 'Silver '])).toEqual([
      'Red',
      'Gold',
      'Silver',
    ]);
    expect(cleanTextList([])).toEqual([]);
  });
});

describe('textListSchema', () => {
  const schema = textListSchema({ maxItems: 2, maxLength: 5, itemMessage: 'item', countMessage: 'count' });

  it('counts and measures what is left after cleaning', () => {
    expect(schema.parse(['  S  ', 's', '', 'M'])).toEqual(['S', 'M']);
    expect(schema.safeParse(['S', 'M', 'L']).error?.issues[0]?.message).toBe('count');
    expect(schema.safeParse(['longer']).error?.issues[0]?.message).toBe('item');
    expect(schema.safeParse('S, M').error?.issues[0]?.message).toBe('item');
  });
});
