import { z } from 'zod';
import { atMostCharacters } from '../length-messages';

/** Lists: 24 items a page unless asked otherwise, never more than 100. */
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;
/**
 * Deep pages cost their offset (every skipped row is read), and nobody pages that deep on purpose: a page
 * number up to 500, and no further than the 10,000th result whatever the page size.
 */
export const PAGE_MAX = 500;
export const RESULTS_DEPTH_MAX = 10_000;
export const PAGE_DEPTH_MESSAGE = `Only the first ${RESULTS_DEPTH_MAX.toLocaleString('en-US')} results can be paged through; please narrow the search`;

/** The depth rule, for every schema with `page` and `pageSize`: `.refine(withinPageDepth, pageDepthIssue)`. */
export const withinPageDepth = ({ page, pageSize }: { page: number; pageSize: number }) =>
  page * pageSize <= RESULTS_DEPTH_MAX;
export const pageDepthIssue = { path: ['page'], message: PAGE_DEPTH_MESSAGE };
export const SEARCH_MAX_LENGTH = 100;

export const paginationSchema = z
  .object({
    page: z.coerce
      .number({ error: 'Page must be a whole number from 1' })
      .int('Page must be a whole number from 1')
      .min(1, 'Page must be a whole number from 1')
      .max(PAGE_MAX, `Page must be at most ${PAGE_MAX}`)
      .optional()
      .default(1),
    pageSize: z.coerce
      .number({ error: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
      .int(`Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
      .min(1, `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
      .max(PAGE_SIZE_MAX, `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
      .optional()
      .default(PAGE_SIZE_DEFAULT),
  })
  // Kept by `.extend()`: every list's query schema inherits it.
  .refine(withinPageDepth, pageDepthIssue);
export type Pagination = z.infer<typeof paginationSchema>;

/** Free-text search: trimmed; empty means no search. */
export const searchTermSchema = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, atMostCharacters('Search', SEARCH_MAX_LENGTH))
  .optional()
  .default('');

/** `q`, `page`, `pageSize`: what every list takes; extend it with the list's filters. */
export const listQuerySchema = paginationSchema.extend({ q: searchTermSchema });
export type ListQuery = z.infer<typeof listQuerySchema>;

/** What every list answers. */
export interface ListResponse<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A filter that must be one of `values`; an empty value (the "All …" choice of a select) means no filter.
 * Anything else is refused with 422, so a typo never silently widens a list.
 */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, { error: message }).optional(),
  );
}

/** Calendar date YYYY-MM-DD (a real date, not 2027-02-30). */
export const isoDate = (message = 'Please enter a date as YYYY-MM-DD') => z.iso.date({ error: message });

export const HTTP_URL_MESSAGE = 'Please enter a valid link starting with http:// or https://';

/**
 * Every link a user or administrator supplies: http or https only (no javascript:, data:, mailto: …),
 * with a real host name. Rendered with rel="noopener noreferrer".
 */
export const httpUrl = z
  .string({ error: HTTP_URL_MESSAGE })
  .trim()
  .max(2048)
  .pipe(z.httpUrl(HTTP_URL_MESSAGE));

/** A form's blank text (empty or only spaces) as null: an optional field left empty. */
export const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** An optional link field of a form: blank becomes null. */
export const optionalHttpUrl = z.preprocess(blankAsNull, httpUrl.nullable().optional());

/** The zod shape of a list answer, for response schemas. */
export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** The zod shape of a whole list, without paging (short lists the page loads at once). */
export const itemsSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** A calendar date YYYY-MM-DD in answers. */
export const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A wall-clock time HH:MM:SS in answers. */
export const timeString = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
/** A moment in answers: ISO 8601 with offset (JSON has no dates; the server sends strings, the web reads them). */
export const instantString = z.iso.datetime({ offset: true });

/** What deleting a row answers, on every route (docs/glossary.md): which row is gone. */
export const deletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
/** The same for the account (DELETE /api/members/me), whose id is the sign-in library's, not a UUID. */
export const accountDeletedSchema = deletedSchema.extend({ id: z.string().min(1) });
export type Deleted = z.infer<typeof deletedSchema>;
