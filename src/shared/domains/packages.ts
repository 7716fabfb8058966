import { z } from 'zod';
import { atMostCharacters } from '../length-messages';
import { FORM_TYPES } from '../constants';
import { blankAsNull, HTTP_URL_MESSAGE, instantString, itemsSchema } from '../schemas/common';
import { requiredTextField } from '../schemas/form-fields';
import { isAdmin, seesInactive, type MaybeViewer } from './viewer';

/**
 * Fete Packages and Fete Rides: administrators manage the cards (and open inactive ones, whose forms they may
 * fill); members see every card, inactive ones dimmed and closed.
 */
export const packagePolicy = {
  manage: (viewer: MaybeViewer) => isAdmin(viewer),
  openInactive: (viewer: MaybeViewer) => seesInactive(viewer),
};

/**
 * Fete Packages and Fete Rides (/fete-packages, /fete-rides; the managers /admin/packages, /admin/rides):
 * coloured cards in an order an administrator sets, each leading to an external link or a custom form.
 * One shape for both kinds; `kind` is also the form type of their forms (`/form/{kind}/{id}`).
 */

export const PACKAGE_KINDS = FORM_TYPES;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

/** The 12 card gradients (member-areas.md §9), by name; the web maps each to its classes. */
export const PACKAGE_COLORS = [
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;
export type PackageColor = (typeof PACKAGE_COLORS)[number];
export const DEFAULT_PACKAGE_COLOR: PackageColor = 'red';

/** Black text on Amber and Yellow, white on every other gradient (member-areas.md §9). */
export const textColorFor = (bgColor: string): 'black' | 'white' =>
  bgColor === 'amber' || bgColor === 'yellow' ? 'black' : 'white';

/** Where a kind lives: its API path and the texts that differ (its web pages: `paths` in src/web/app/paths.ts). */
export const packageKinds = {
  package: {
    api: 'packages',
    title: 'Fete Packages',
    singular: 'package',
    notFound: 'Package not found or is no longer active',
    loadFailed: 'Failed to load packages. Please try again later.',
    addFailed: 'Failed to add package.',
    deleteConfirm: 'Are you sure you want to delete this package?',
    typeToDelete: "Please type the package's title to delete it with its form's submissions",
    formLinked: (title: string) =>
      `The package “${title}” opens this form. Deactivate it or give it another link before deleting the form.`,
  },
  ride: {
    api: 'rides',
    title: 'Fete Rides',
    singular: 'ride package',
    notFound: 'Ride package not found or is no longer active',
    loadFailed: 'Failed to load ride packages. Please try again later.',
    addFailed: 'Failed to add ride package.',
    deleteConfirm: 'Are you sure you want to delete this ride package?',
    typeToDelete: "Please type the ride package's title to delete it with its form's submissions",
    formLinked: (title: string) =>
      `The ride package “${title}” opens this form. Deactivate it or give it another link before deleting the form.`,
  },
} as const satisfies Record<PackageKind, Record<string, string | ((title: string) => string)>>;

export const isPackageKind = (value: string | undefined): value is PackageKind =>
  (PACKAGE_KINDS as readonly string[]).includes(value ?? '');

/** The link a package gets once its custom form is saved. */
export const formLinkOf = (kind: PackageKind, id: string) => `/form/${kind}/${id}`;

export const TITLE_MAX = 200;
export const SUBTITLE_MAX = 300;
export const DESCRIPTION_MAX = 2000;

export const packageMessages = {
  titleRequired: 'Please enter a title',
  titleLength: atMostCharacters('The title', TITLE_MAX),
  subtitleLength: atMostCharacters('The subtitle', SUBTITLE_MAX),
  descriptionLength: atMostCharacters('The description', DESCRIPTION_MAX),
  color: 'Please choose a colour from the palette',
  link: `${HTTP_URL_MESSAGE}, or a form path starting with /form/`,
  direction: 'Please choose up or down',
  unavailable: 'Currently unavailable',
} as const;

/**
 * A card's link: an external http(s) address (opened in a new tab) or a path of this site's forms
 * (`/form/package/{id}`). Blank means "use the custom form". The database has the same CHECK (migration 0004).
 */
export const packageLinkSchema = z.preprocess(
  blankAsNull,
  z
    .string({ error: packageMessages.link })
    .trim()
    .max(2048, packageMessages.link)
    .refine(
      (value) => /^\/form\/(package|ride)\/[0-9a-f-]{36}$/i.test(value) || isHttpUrl(value),
      packageMessages.link,
    )
    .nullable(),
);

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const fields = {
  title: requiredTextField(packageMessages.titleRequired, TITLE_MAX, packageMessages.titleLength),
  subtitle: z.string().trim().max(SUBTITLE_MAX, packageMessages.subtitleLength),
  description: z.string().trim().max(DESCRIPTION_MAX, packageMessages.descriptionLength),
  buttonLink: packageLinkSchema,
  bgColor: z.enum(PACKAGE_COLORS, { error: packageMessages.color }),
  active: z.boolean(),
};

/** POST /api/admin/{packages|rides}: the text colour follows the gradient; the order is count + 1. */
export const packageCreateSchema = z.strictObject({
  title: fields.title,
  subtitle: fields.subtitle.optional().default(''),
  description: fields.description.optional().default(''),
  buttonLink: fields.buttonLink.optional().default(null),
  bgColor: fields.bgColor.optional().default(DEFAULT_PACKAGE_COLOR),
  active: fields.active.optional().default(true),
});
export type PackageCreateInput = z.infer<typeof packageCreateSchema>;

/** PATCH /api/admin/{packages|rides}/:id: any of the fields (the active toggle sends only `active`). */
export const packageUpdateSchema = z.strictObject({
  title: fields.title.optional(),
  subtitle: fields.subtitle.optional(),
  description: fields.description.optional(),
  buttonLink: fields.buttonLink.optional(),
  bgColor: fields.bgColor.optional(),
  active: fields.active.optional(),
});

/** POST /api/admin/{packages|rides}/:id/move */
export const packageMoveSchema = z.strictObject({
  direction: z.enum(['up', 'down'], { error: packageMessages.direction }),
});

/** A card as members see it; an inactive one carries no link (it cannot be opened). */
export const packageItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PACKAGE_KINDS),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  buttonLink: z.string().nullable(),
  bgColor: z.string(),
  textColor: z.string(),
  order: z.number().int(),
  active: z.boolean(),
});
export type PackageItem = z.infer<typeof packageItemSchema>;

/**
 * DELETE /api/admin/{packages|rides}/:id: a card whose form has submissions is deleted only with its title typed
 * (`confirm`), as the manager's dialog asks (decision 0048).
 */
export const packageDeleteQuerySchema = z.strictObject({
  confirm: z.string().max(TITLE_MAX).optional(),
});

/**
 * The managers' row: the card, its custom form (Create Form or Edit Form, with its title and how many
 * submissions it holds: the delete's confirmation names them) and its dates.
 */
export const adminPackageItemSchema = packageItemSchema.extend({
  formId: z.uuid().nullable(),
  formTitle: z.string().nullable(),
  submissionCount: z.number().int().min(0),
  createdAt: instantString,
  updatedAt: instantString,
});
export type AdminPackageItem = z.infer<typeof adminPackageItemSchema>;

export const packageListSchema = itemsSchema(packageItemSchema);
export type PackageList = z.infer<typeof packageListSchema>;
export const adminPackageListSchema = itemsSchema(adminPackageItemSchema);

/** Where a card leads (member-areas.md §2): a form path inside the site, an external tab, or its form. */
export function packageDestination(
  item: Pick<PackageItem, 'id' | 'kind' | 'buttonLink'>,
): { internal: string } | { external: string } {
  const link = item.buttonLink?.trim();
  if (!link) return { internal: formLinkOf(item.kind, item.id) };
  if (link.startsWith('/form/')) return { internal: link };
  return { external: link };
}
