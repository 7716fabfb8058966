import { z } from 'zod';
import { blankAsNull, HTTP_URL_MESSAGE, instantString } from '../schemas/common';
import { requiredTextField } from '../schemas/form-fields';

/**
 * Pieces every content manager of the back office shares (bands, hero slides, ads, partners, featured
 * order): image references, optional links, active windows, move up/down and the delete answer.
 */

export const contentMessages = {
  imageRequired: 'Please upload an image',
  imageInvalid: 'Please upload the image again',
  windowOrder: 'The end must not be before the start',
  moveDirection: 'Please choose up or down',
  activeChoice: 'Please choose active or inactive',
  instant: 'Please enter a date and time',
} as const;

/** The text of a delete confirmation (admin-back-office.md §8: "Are you sure you want to delete this …?"). */
export const deleteConfirmation = (thing: string) => `Are you sure you want to delete this ${thing}?`;

/**
 * An image as stored: the URL POST /api/uploads answered (the server claims that upload for the item) or,
 * when an item is edited without a new picture, the URL it already has. http(s) or a path on this site.
 */
const IMAGE_REF = /^(https?:\/\/[^\s]+|\/[^/\s][^\s]*)$/;
export const imageRef = requiredTextField(
  contentMessages.imageRequired,
  2048,
  contentMessages.imageInvalid,
).regex(IMAGE_REF, contentMessages.imageInvalid);

/** An optional image field: blank becomes null. */
export const optionalImageRef = z.preprocess(blankAsNull, imageRef.nullable().optional());

/**
 * A link a slide or partner leads to: http(s), or a path on this site (`/fete-guide`). Blank becomes null.
 * The database holds the same rule (a CHECK per link column, migration 0004 and 0007).
 */
const SITE_PATH = /^\/[^/\s][^\s]*$|^\/$/;
export const siteOrHttpLink = z.preprocess(
  blankAsNull,
  z
    .string({ error: HTTP_URL_MESSAGE })
    .trim()
    .max(2048, HTTP_URL_MESSAGE)
    .refine(
      (value) => SITE_PATH.test(value) || z.httpUrl().safeParse(value).success,
      'Please enter a link starting with http://, https:// or /',
    )
    .nullable()
    .optional(),
);

/** A moment of an active window; blank (a cleared date field) is null. */
export const optionalInstant = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso.datetime({ offset: true, error: contentMessages.instant }).nullable().optional(),
);

/** A text field a form may leave out: absent (or null) is the empty text. */
export const nullAsEmptyText = (max: number, message: string) =>
  z.preprocess((value) => value ?? '', z.string().trim().max(max, message));

/**
 * The body of an item shown in an active window (hero slides, ads): its own fields, then the window and the
 * switch as the manager's form sends them (a blank moment is no bound), the end not before the start (422 on
 * `endsAt`).
 */
export const windowedInputSchema = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .strictObject({
      ...shape,
      startsAt: optionalInstant,
      endsAt: optionalInstant,
      active: z.boolean().optional(),
    })
    .superRefine((value, ctx) => {
      // The shape is generic here, so zod types the window's own fields as unknown: they are the ones above.
      const { startsAt, endsAt } = value as { startsAt?: string | null; endsAt?: string | null };
      if (startsAt && endsAt && Date.parse(endsAt) < Date.parse(startsAt)) {
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: contentMessages.windowOrder });
      }
    });

/** PUT …/:id/active: one body and one text for every manager that switches an item on or off. */
export const activeSchema = z.strictObject({
  active: z.boolean({ error: contentMessages.activeChoice }),
});
export type ActiveInput = z.infer<typeof activeSchema>;

/** POST …/:id/move: one step towards the start (up) or the end (down); the ends stay put. */
export const moveSchema = z.strictObject({
  direction: z.enum(['up', 'down'], { error: contentMessages.moveDirection }),
});
export type MoveInput = z.infer<typeof moveSchema>;

export const windowSchema = { startsAt: instantString.nullable(), endsAt: instantString.nullable() };
