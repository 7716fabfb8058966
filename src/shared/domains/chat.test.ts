// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { chatDigestMessage, linkify, sendMessageSchema } from './chat';

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

describe('chatDigestMessage', () => {
  it('names who wrote and counts, never quoting a message', () => {
    expect(chatDigestMessage([{ name: 'Kaia Baptiste', messages: 1 }])).toBe(
      'Kaia Baptiste sent you 1 message on Fete Chat.',
    );
    expect(
      chatDigestMessage([
        { name: 'Kaia Baptiste', messages: 2 },
        { name: 'Marlon Joseph', messages: 1 },
      ]),
    ).toBe('Kaia Baptiste (2) and Marlon Joseph (1) sent you 3 messages on Fete Chat.');
    expect(chatDigestMessage(['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, messages: 2 })))).toBe(
      'A (2), B (2), C (2) and 2 other members sent you 10 messages on Fete Chat.',
    );
  });
});
