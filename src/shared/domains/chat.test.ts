// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { linkify, sendMessageSchema } from './chat';

describe('linkify', () => {
  it('links http(s) addresses only, without the sentence’s closing punctuation', () => {
    expect(linkify('See https://fete.test/road-march. Or http://fete.test/a?b=1!')).toEqual([
      { text: 'See ' },
      { text: 'https://fete.test/road-march', href: 'https://fete.test/road-march' },
      { text: '. Or ' },
      { text: 'http://fete.test/a?b=1', href: 'http://fete.test/a?b=1' },
      { text: '!' },
    ]);
  });

  it('never makes a link of other schemes or markup, which stays text', () => {
    for (const body of [
      'javascript:alert(1)',
      '<a href="https://x">x</a>',
      'data:text/html,hi',
      'mailto:a@b.c',
    ]) {
      expect(linkify(body).filter((p) => p.href && !/^https?:/.test(p.href))).toEqual([]);
      expect(
        linkify(body)
          .map((p) => p.text)
          .join(''),
      ).toBe(body);
    }
  });
});

describe('sendMessageSchema', () => {
  it('takes 1 to 2,000 characters with line breaks, and nothing else', () => {
    expect(sendMessageSchema.safeParse({ body: 'x'.repeat(2000) }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ body: 'line one\nline two' }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ body: 'x'.repeat(2001) }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ body: ' \n ' }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ body: 'hi', to: 'x' }).success).toBe(false);
  });
});
