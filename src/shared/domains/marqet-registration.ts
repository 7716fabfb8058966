import { z } from 'zod';
import { atMostCharacters } from '../length-messages';
import {
  MARQET_CATEGORIES,
  MARQET_DURATIONS,
  MARQET_PAYMENT_METHODS,
  MARQET_REGISTRATION_STATUSES,
  PLACEMENT_PREFERENCES,
  PRODUCT_AVAILABILITY,
  VENDOR_TYPES,
} from '../constants';
import { messages } from '../errors';
import {
  instantString,
  itemsSchema,
  listQuerySchema,
  listResponseSchema,
  optionalChoice,
  optionalHttpUrl,
} from '../schemas/common';
import { optionalTextField, requiredTextField } from '../schemas/form-fields';
import { MARQET_PRODUCTS_MAX, MARQET_PRODUCTS_MIN } from './marqet-pricing';
import { IMAGE_URL_MAX, PRODUCT_PRICE_MAX_CENTS } from './product-admin';
import { isAdmin, isSignedIn, type MaybeViewer } from './viewer';

/**
 * Fete Marqet vendor registration (member-areas.md §2, §5, §9) and its review in the back office
 * (admin-back-office.md §2 Marqet registrations, §4): a member submits (`/marqet-registration`), an
 * administrator approves (the products go into the shop), rejects or extends (`/admin/marqet-registrations`).
 * Prices come from `priceMarqetRegistration` (marqet-pricing.ts), on the server: the client sends none.
 */

export type MarqetRegistrationStatus = (typeof MARQET_REGISTRATION_STATUSES)[number];

/** Expiring soon: the expiration date lies within the next 30 days and in the future (§4). */
export const EXPIRING_SOON_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export function isExpiringSoon(expirationDate: Date | string | null, now = new Date()): boolean {
  if (!expirationDate) return false;
  const left = new Date(expirationDate).getTime() - now.getTime();
  return left > 0 && left <= EXPIRING_SOON_DAYS * DAY_MS;
}

/** Who may do what: every member registers and reads their own registrations; administrators review. */
export const marqetRegistrationPolicy = {
  submit: (viewer: MaybeViewer) => isSignedIn(viewer),
  read: (viewer: MaybeViewer, registration: { userId: string }) =>
    isAdmin(viewer) || (isSignedIn(viewer) && viewer.id === registration.userId),
  review: (viewer: MaybeViewer) => isAdmin(viewer),
};

export const REGISTRATION_TEXT_MAX = 120;
export const REGISTRATION_DESCRIPTION_MAX = 2000;
export const REGISTRATION_PHONE_MAX = 40;

export const marqetRegistrationMessages = {
  // member-areas.md §5, word for word
  required: 'Please fill in all required fields',
  vendorType: 'Please select a vendor type',
  placement: 'Please select at least one placement preference',
  productInfo: 'Please complete all product information',
  duration: 'Please select a display duration',
  terms: 'You must agree to the terms and conditions',
  discountNeeded: (vendorType: string) =>
    `As a ${vendorType}, at least one product must have the discount applied`,
  imageTooLarge: messages.uploads.marqetImageTooLarge,
  submitFailed: 'Failed to submit registration',
  submitted: 'Registration Submitted',
  // Ours, where the spec has none
  email: 'Please enter a valid email address',
  paymentMethod: 'Please select a payment method',
  productCount: `Please add ${MARQET_PRODUCTS_MIN} to ${MARQET_PRODUCTS_MAX} products`,
  category: 'Please choose a category from the list',
  availability: 'Please choose In Stock, Preorder or Limited Stock',
  price: messages.marqet.priceValue,
  priceWhole: 'Please enter the price in dollars and cents (at most 2 decimals)',
  priceMax: 'Please enter a price of at most $1,000,000',
  tooLong: (what: string, max: number) => atMostCharacters(`The ${what}`, max),
  image: 'Please upload the image again',
  // admin-back-office.md §8, word for word
  notFound: 'Registration not found',
  loadFailed: 'Error fetching registrations',
  approveFailed: 'Error approving registration',
  rejectFailed: 'Error rejecting registration',
  extendFailed: 'Error extending registration',
  approved: 'Registration approved successfully',
  rejected: 'Registration rejected successfully',
  extended: 'Registration extended successfully',
  // Ours
  notPending: 'Only pending registrations can be approved or rejected',
  notExtendable: 'Only approved or expired registrations can be extended',
  notRejected: 'Only rejected registrations can be reopened',
  reopenFailed: 'Error reopening registration',
  reopened: 'Registration reopened for review',
  status: 'Please choose pending, approved, rejected or expired',
  extendMonths: 'Please choose 3 or 6 months',
  empty: 'No registrations found',
} as const;
const texts = marqetRegistrationMessages;

const requiredText = (max: number, what: string) =>
  requiredTextField(texts.required, max, texts.tooLong(what, max));
const optionalText = (max: number, what: string) => optionalTextField(max, texts.tooLong(what, max));

/** 3 or 6 (months); the radio buttons of the forms send the number as text. */
const monthsChoice = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.union(
      MARQET_DURATIONS.map((months) => z.literal(months, { error: message })),
      { error: message },
    ),
  );

/** An image: the URL POST /api/uploads answered for purpose `marqet` (checked on the server), or none. */
const imageUrl = z
  .string({ error: texts.image })
  .trim()
  .max(IMAGE_URL_MAX, texts.image)
  .nullable()
  .optional()
  .transform((value) => value || null);

/** One product as the member enters it: no discount percentage, no final price (the server works them out). */
export const registrationProductInputSchema = z.strictObject({
  name: z.string().trim().max(REGISTRATION_TEXT_MAX, texts.tooLong('product name', REGISTRATION_TEXT_MAX)),
  description: optionalText(REGISTRATION_DESCRIPTION_MAX, 'product description'),
  category: z.enum(MARQET_CATEGORIES, { error: texts.category }).optional().default('Accessories'),
  /** Cents; null or absent while not given ("Please complete all product information" under My Products). */
  priceCents: z
    .number({ error: texts.productInfo })
    .int(texts.priceWhole)
    .min(0, texts.price)
    .max(PRODUCT_PRICE_MAX_CENTS, texts.priceMax)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  imageUrl,
  availability: z.enum(PRODUCT_AVAILABILITY, { error: texts.availability }).optional().default('In Stock'),
  productLink: optionalHttpUrl.transform((value) => value ?? ''),
  discountApplied: z.boolean().optional().default(false),
});
export type RegistrationProductInput = z.input<typeof registrationProductInputSchema>;

/** POST /api/marqet/registrations. Unknown fields (a total, final prices) are refused: the server prices it. */
export const marqetRegistrationSubmitSchema = z
  .strictObject({
    brandName: requiredText(REGISTRATION_TEXT_MAX, 'brand name'),
    websiteUrl: optionalHttpUrl.transform((value) => value ?? null),
    contactName: requiredText(REGISTRATION_TEXT_MAX, 'contact name'),
    email: requiredTextField(texts.required, 254, texts.email).pipe(z.email({ error: texts.email })),
    phone: optionalText(REGISTRATION_PHONE_MAX, 'phone number'),
    description: optionalText(REGISTRATION_DESCRIPTION_MAX, 'description'),
    vendorType: z.enum(VENDOR_TYPES, { error: texts.vendorType }),
    placementPreference: z
      .array(z.enum(PLACEMENT_PREFERENCES, { error: texts.placement }), { error: texts.placement })
      .min(1, texts.placement)
      .transform((values) => PLACEMENT_PREFERENCES.filter((p) => values.includes(p))),
    brandImageUrl: imageUrl,
    products: z
      .array(registrationProductInputSchema, { error: texts.productCount })
      .min(MARQET_PRODUCTS_MIN, texts.productCount)
      .max(MARQET_PRODUCTS_MAX, texts.productCount),
    durationMonths: monthsChoice(texts.duration),
    paymentMethod: z.enum(MARQET_PAYMENT_METHODS, { error: texts.paymentMethod }),
    agreeToTerms: z.literal(true, { error: texts.terms }),
  })
  // Runs with the other fields' problems too (`when`), so the form names every problem at once; the value may
  // then be partly unparsed, hence the defensive reads.
  .superRefine(
    (value, ctx) => {
      // With `when`, this runs on whatever was sent: a body that is not an object has nothing more to say.
      if (!value || typeof value !== 'object') return;
      const products: unknown[] = Array.isArray(value.products) ? value.products : [];
      const placement: unknown[] = Array.isArray(value.placementPreference) ? value.placementPreference : [];
      const entry = (product: unknown) =>
        (product ?? {}) as { name?: unknown; priceCents?: unknown; discountApplied?: unknown };
      if (placement.includes('My Products')) {
        products.forEach((product, index) => {
          const { name, priceCents } = entry(product);
          if (typeof name !== 'string' || !name.trim()) {
            ctx.addIssue({ code: 'custom', path: ['products', index, 'name'], message: texts.productInfo });
          }
          if (priceCents === null || priceCents === undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['products', index, 'priceCents'],
              message: texts.productInfo,
            });
          }
        });
      }
      const vendorType = value.vendorType as unknown;
      if (
        (vendorType === 'affiliate' || vendorType === 'partner') &&
        !products.some((product) => entry(product).discountApplied === true)
      ) {
        ctx.addIssue({ code: 'custom', path: ['products'], message: texts.discountNeeded(vendorType) });
      }
    },
    { when: () => true },
  );
export type MarqetRegistrationSubmitInput = z.input<typeof marqetRegistrationSubmitSchema>;
export type MarqetRegistrationSubmit = z.output<typeof marqetRegistrationSubmitSchema>;

export const registrationProductSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  availability: z.string(),
  productLink: z.string(),
  discountApplied: z.boolean(),
  discountPercentage: z.number().int(),
  finalPriceCents: z.number().int(),
});

/** A registration as its member (and an administrator) reads it. */
export const marqetRegistrationSchema = z.object({
  id: z.uuid(),
  brandName: z.string(),
  websiteUrl: z.string().nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  description: z.string(),
  vendorType: z.enum(VENDOR_TYPES),
  placementPreference: z.array(z.string()),
  products: z.array(registrationProductSchema),
  brandImageUrl: z.string().nullable(),
  durationMonths: z.number().int(),
  paymentMethod: z.string(),
  totalPriceCents: z.number().int(),
  status: z.enum(MARQET_REGISTRATION_STATUSES),
  expirationDate: instantString.nullable(),
  expiringSoon: z.boolean(),
  createdAt: instantString,
  updatedAt: instantString,
});
export type MarqetRegistrationView = z.infer<typeof marqetRegistrationSchema>;

/** GET /api/me/marqet-registrations: the member's own, newest first. */
export const myMarqetRegistrationsSchema = itemsSchema(marqetRegistrationSchema);
export type MyMarqetRegistrations = z.infer<typeof myMarqetRegistrationsSchema>;

/** The back office's row: the registration, its submitter, and the shop products made from it. */
export const adminMarqetRegistrationSchema = marqetRegistrationSchema.extend({
  userId: z.string(),
  submitterName: z.string(),
  submitterEmail: z.string(),
  shopProducts: z.array(z.object({ id: z.uuid(), name: z.string(), active: z.boolean() })),
});
export type AdminMarqetRegistration = z.infer<typeof adminMarqetRegistrationSchema>;

export const adminMarqetRegistrationPageSchema = listResponseSchema(adminMarqetRegistrationSchema);
export type AdminMarqetRegistrationPage = z.infer<typeof adminMarqetRegistrationPageSchema>;

/** GET /api/admin/marqet-registrations: `q` (brand, contact, e-mail, submitter name), `status`, page. */
export const adminMarqetRegistrationQuerySchema = listQuerySchema.extend({
  status: optionalChoice(MARQET_REGISTRATION_STATUSES, texts.status),
});
export type AdminMarqetRegistrationQuery = z.infer<typeof adminMarqetRegistrationQuerySchema>;

/** POST /api/admin/marqet-registrations/:id/extend */
export const marqetExtendSchema = z.strictObject({
  months: monthsChoice(texts.extendMonths),
});
export type MarqetExtendInput = z.infer<typeof marqetExtendSchema>;

/** What the submitter is told of each decision (in-app and by e-mail); `data.registrationId` names it. */
export const registrationNotices = {
  approved: (brand: string) => ({
    type: 'registration_approved',
    title: 'Registration Approved',
    message: `Your Fete Marqet registration for ${brand} has been approved. Your products are now in the Fete Marqet.`,
  }),
  rejected: (brand: string) => ({
    type: 'registration_rejected',
    title: 'Registration Rejected',
    message: `Your Fete Marqet registration for ${brand} has been rejected.`,
  }),
  reopened: (brand: string) => ({
    type: 'registration_reopened',
    title: 'Registration Reopened',
    message: `Your Fete Marqet registration for ${brand} is being reviewed again.`,
  }),
  extended: (brand: string, months: number) => ({
    type: 'registration_extended',
    title: 'Registration Extended',
    message: `Your Fete Marqet registration for ${brand} has been extended by ${months} months.`,
  }),
  expired: (brand: string) => ({
    type: 'registration_expired',
    title: 'Registration Expired',
    message: `Your Fete Marqet registration for ${brand} has expired. Its products have left the Fete Marqet.`,
  }),
} as const;
