import { z } from 'zod';
import { managedDiscountFields } from '../schemas/discounts';
import { useAtMostCharacters } from '../length-messages';
import { COUNTRIES, CUISINES, PRICE_RANGES } from '../constants';
import { isoDate, listResponseSchema, optionalHttpUrl } from '../schemas/common';
import { optionalTextField, requiredTextField } from '../schemas/form-fields';
import { canSchema, listingStateFields } from '../schemas/listing';
import { memberContactSchema } from '../schemas/members';
import {
  coordinateFields,
  restaurantFieldsSchema,
  restaurantMenuItemSchema,
  restaurantPhotoSchema,
  restaurantPolicy,
} from './restaurants';
import { isAdmin, type MaybeViewer } from './viewer';

/**
 * Managing restaurants: the administrators' manager (/admin/restaurants, admin-back-office.md §2) and the
 * owner's page (/restaurant-admin, member-areas.md §2). One set of schemas for both; who may do what is
 * `restaurantManagePolicy` (decision 0016): the owner edits the record, its menu, photos and discounts; only
 * an administrator creates, deletes, (de)activates, features or assigns the owner.
 */

export const restaurantAdminMessages = {
  // admin-back-office.md §5, §8
  nameAndLocation: 'Name and location are required',
  updated: 'Restaurant updated successfully',
  updateFailed: 'Failed to update restaurant',
  deleteFailed: 'Failed to delete restaurant',
  addFailed: 'Failed to add restaurant',
  loadFailed: 'Failed to load restaurants. Please try again later.',
  confirmDelete: 'Are you sure you want to delete this restaurant?',
  // member-areas.md §2, §8
  detailsUpdated: 'Restaurant details updated successfully',
  ownerLoadFailed: 'Failed to load restaurant data',
  noRestaurant: 'No restaurant found',
  menuItemAddFailed: 'Failed to add menu item',
  menuItemDeleteFailed: 'Failed to delete menu item',
  discountAddFailed: 'Failed to add discount',
  discountDeleteFailed: 'Failed to delete discount',
  // member-areas.md §5 states the rules ("name and price required", "description and percentage required").
  menuItemRequired: 'Name and price are required',
  discountRequired: 'Description and percentage are required',
  price: 'Please enter a price of 0 or more',
  percentage: 'Please enter a percentage from 1 to 100',
  validity: 'The discount must end on or after the day it starts',
  cuisine: `Please choose a cuisine: ${CUISINES.join(', ')}`,
  priceRange: 'Please choose a price range from $ to $$$$',
  country: 'Please choose a country from the list',
  time: 'Please enter a time as HH:MM',
  latitude: 'Please enter a latitude from -90 to 90',
  longitude: 'Please enter a longitude from -180 to 180',
  coordinatesPair: 'Please enter both latitude and longitude, or neither',
  memberNotFound: 'Member not found',
  photoRequired: 'Please upload a photo',
  imageType: 'Please upload an image file',
  direction: 'Please move up or down',
  menuItemNotFound: 'Menu item not found',
  photoNotFound: 'Photo not found',
  discountNotFound: 'Discount not found',
} as const;

const t = restaurantAdminMessages;

/** Who may do what to a restaurant (the server checks each write with these; the pages show controls from them). */
export const restaurantManagePolicy = {
  /** The record, its menu, photos and discounts: the owner and administrators. */
  edit: restaurantPolicy.edit,
  create: isAdmin,
  delete: isAdmin,
  setActive: isAdmin,
  assignOwner: isAdmin,
  feature: restaurantPolicy.feature,
};

export const restaurantManageCan = (viewer: MaybeViewer, restaurant: { ownerId: string | null }) => ({
  edit: restaurantManagePolicy.edit(viewer, restaurant),
  delete: restaurantManagePolicy.delete(viewer),
  setActive: restaurantManagePolicy.setActive(viewer),
  assignOwner: restaurantManagePolicy.assignOwner(viewer),
  feature: restaurantManagePolicy.feature(viewer),
});

const required = (message: string, max: number) => requiredTextField(message, max, useAtMostCharacters(max));
const optionalText = (max: number) => optionalTextField(max, useAtMostCharacters(max));
/** 11:00 or 11:00:00 (what the answers carry), stored as a wall-clock time. */
const clockTime = z
  .string({ error: t.time })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, t.time);
/**
 * The image as the form's image field holds it: the URL POST /api/uploads answered (purpose `image`) for a new
 * one, the current URL to keep it (absent keeps it too), null to remove it. A new URL must be the caller's own
 * upload (422 otherwise).
 */
const imageUrl = z.string({ error: t.imageType }).trim().max(2048, t.imageType).nullable().optional();
const blankToNull = (value: unknown) => (value === '' ? null : value);

/** A coordinate in degrees, or null (blank) for none. */
const degrees = (range: number, message: string) =>
  z.preprocess(blankToNull, z.number({ error: message }).min(-range, message).max(range, message).nullable());

/**
 * POST /api/admin/restaurants and PUT /api/restaurants/:id: the whole record (not its owner or active flag).
 * Latitude and longitude (what Open in Maps points at, before the address) come as a pair or not at all.
 */
export const restaurantInputSchema = z
  .strictObject({
    name: required(t.nameAndLocation, 120),
    description: optionalText(2000),
    location: required(t.nameAndLocation, 200),
    country: z.enum(COUNTRIES, { error: t.country }).optional().default('Trinidad'),
    state: z
      .string()
      .trim()
      .max(100, 'Please use at most 100 characters')
      .optional()
      .default('Port of Spain'),
    cuisine: z.enum(CUISINES, { error: t.cuisine }).optional().default('Caribbean'),
    priceRange: z.enum(PRICE_RANGES, { error: t.priceRange }).optional().default('$$'),
    openingTime: clockTime.optional().default('11:00'),
    closingTime: clockTime.optional().default('22:00'),
    websiteUrl: optionalHttpUrl,
    instagramUrl: optionalHttpUrl,
    eatNowUrl: optionalHttpUrl,
    imageUrl,
    latitude: degrees(90, t.latitude).optional().default(null),
    longitude: degrees(180, t.longitude).optional().default(null),
  })
  .superRefine((r, ctx) => {
    if ((r.latitude === null) === (r.longitude === null)) return;
    ctx.addIssue({
      code: 'custom',
      path: [r.latitude === null ? 'latitude' : 'longitude'],
      message: t.coordinatesPair,
    });
  });
export type RestaurantInput = z.input<typeof restaurantInputSchema>;
export type RestaurantValues = z.infer<typeof restaurantInputSchema>;

/** PUT /api/admin/restaurants/:id/owner: a member's id, or null for no owner. */
export const ownerAssignSchema = z.strictObject({
  ownerId: z.string({ error: t.memberNotFound }).trim().min(1, t.memberNotFound).max(64).nullable(),
});

/** Money in cents on the wire: a whole number of cents, 0 or more. */
const priceCents = z
  .number({ error: t.menuItemRequired })
  .int(t.price)
  .min(0, t.price)
  .max(100_000_00, t.price);

/** POST and PUT of /api/restaurants/:id/menu-items */
export const menuItemInputSchema = z.strictObject({
  name: required(t.menuItemRequired, 120),
  priceCents,
  category: optionalText(60),
  description: optionalText(1000),
  imageUrl,
  active: z.boolean().optional().default(true),
});

/** POST /api/restaurants/:id/photos */
export const photoAddSchema = z.strictObject({
  imageUrl: requiredTextField(t.photoRequired, 2048),
  caption: optionalText(200),
});

/** PUT /api/restaurants/:id/photos/:photoId */
export const photoUpdateSchema = z.strictObject({
  caption: optionalText(200),
  active: z.boolean().optional().default(true),
});

/** POST /api/restaurants/:id/photos/:photoId/move */
export const photoMoveSchema = z.strictObject({
  direction: z.enum(['up', 'down'], { error: t.direction }),
});

/**
 * POST and PUT of /api/restaurants/:id/discounts. The validity window is a pair of days (either may be
 * blank): from the start of the first to the end of the last, in the site's time (Port of Spain).
 */
export const discountInputSchema = z
  .strictObject({
    description: required(t.discountRequired, 300),
    percentage: z
      .number({ error: t.discountRequired })
      .int(t.percentage)
      .min(1, t.percentage)
      .max(100, t.percentage),
    termsConditions: optionalText(1000),
    validFrom: z.preprocess(blankToNull, isoDate().nullable().optional().default(null)),
    validUntil: z.preprocess(blankToNull, isoDate().nullable().optional().default(null)),
    active: z.boolean().optional().default(true),
  })
  .refine((d) => !d.validFrom || !d.validUntil || d.validUntil >= d.validFrom, {
    path: ['validUntil'],
    message: t.validity,
  });

/** A restaurant as the manager and the owner's page show it: every field (coordinates too), its owner, featured. */
export const restaurantManagedSchema = restaurantFieldsSchema.extend({
  ...coordinateFields,
  ...listingStateFields,
  owner: memberContactSchema.nullable(),
});
export type RestaurantManaged = z.infer<typeof restaurantManagedSchema>;
export const restaurantAdminListSchema = listResponseSchema(restaurantManagedSchema);

/** GET /api/restaurants/:id/manage and the answer of every write to a restaurant: everything, inactive rows too. */
export const restaurantManageSchema = z.object({
  restaurant: restaurantManagedSchema,
  menu: z.array(restaurantMenuItemSchema.extend({ active: z.boolean() })),
  photos: z.array(restaurantPhotoSchema.extend({ active: z.boolean() })),
  discounts: z.array(z.object({ ...managedDiscountFields, termsConditions: z.string() })),
  can: canSchema('edit', 'delete', 'setActive', 'assignOwner', 'feature'),
});
export type RestaurantManage = z.infer<typeof restaurantManageSchema>;

/** GET /api/me/restaurants: the restaurants the signed-in member owns (the avatar menu and the owner's page). */
export const ownedRestaurantsSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string(), active: z.boolean() })),
});
