// @module-tag pglite
import { describe, expect, it } from 'vitest';
import {
  HTTP_URL_MESSAGE,
  PAGE_DEPTH_MESSAGE,
  httpUrl,
  listQuerySchema,
  optionalChoice,
  optionalHttpUrl,
} from './common';
import { eventListQuerySchema, ratingSchema } from './public';

const rating = (value: unknown) => ratingSchema.safeParse({ rating: value }).success;

describe('httpUrl', () => {
  it.each([
    'https://hummingbird-mas.example',
    'http://tickets.fete.example/42?seat=A1',
    ' https://x.example/ ',
  ])('accepts %s', (value) => {
    expect(httpUrl.parse(value)).toBe(value.trim());
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example/x',
    'mailto:hello@fete.example',
    '//evil.example',
    'https://',
    'www.example.com',
    '',
  ])('refuses %s', (value) => {
    const result = httpUrl.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(HTTP_URL_MESSAGE);
  });

  it('optional links: blank is null, anything else must be http(s)', () => {
    expect(optionalHttpUrl.parse('  ')).toBeNull();
    expect(optionalHttpUrl.parse(undefined)).toBeUndefined();
    expect(optionalHttpUrl.parse('https://a.example')).toBe('https://a.example');
    expect(optionalHttpUrl.safeParse('javascript:void(0)').success).toBe(false);
  });
});

describe('list queries', () => {
  it('default to page 1 of 24 with no search, and trim the search', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, pageSize: 24, q: '' });
    expect(listQuerySchema.parse({ page: '3', pageSize: '100', q: '  soca ' })).toEqual({
      page: 3,
      pageSize: 100,
      q: 'soca',
    });
  });

  it.each([{ page: '0' }, { page: '1.5' }, { pageSize: '101' }, { pageSize: 'all' }, { q: 'x'.repeat(101) }])(
    'refuses %o',
    (query) => {
      expect(listQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('page no deeper than page 500 and the 10,000th result, in every list that extends it', () => {
    expect(listQuerySchema.safeParse({ page: '100', pageSize: '100' }).success).toBe(true);
    expect(listQuerySchema.safeParse({ page: '500', pageSize: '20' }).success).toBe(true);
    expect(listQuerySchema.safeParse({ page: '501', pageSize: '1' }).error?.issues[0]?.message).toBe(
      'Page must be at most 500',
    );
    const deep = eventListQuerySchema.safeParse({ page: '101', pageSize: '100' });
    expect(deep.error?.issues[0]).toMatchObject({ path: ['page'], message: PAGE_DEPTH_MESSAGE });
    expect(PAGE_DEPTH_MESSAGE).toBe(
      'Only the first 10,000 results can be paged through; please narrow the search',
    );
  });

  it('choices: the empty "All" value is no filter, anything off the list is refused', () => {
    const cuisine = optionalChoice(['Creole', 'Vegan'] as const, 'Pick one');
    expect(cuisine.parse('')).toBeUndefined();
    expect(cuisine.parse('Vegan')).toBe('Vegan');
    expect(cuisine.safeParse('vegan').error?.issues[0]?.message).toBe('Pick one');
  });

  it('event dates must be real calendar dates', () => {
    expect(eventListQuerySchema.parse({ date: '2028-02-29' }).date).toBe('2028-02-29');
    expect(eventListQuerySchema.safeParse({ date: '2027-02-29' }).success).toBe(false);
  });

  it('ratings are whole stars from 1 to 5', () => {
    expect(rating(3)).toBe(true);
    for (const value of [0, 6, 2.5, '4', null, undefined]) expect(rating(value)).toBe(false);
  });
});
