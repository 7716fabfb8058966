import { carnivalChoiceField } from './carnivals';
import { z } from 'zod';
import { atMostCharacters } from '../length-messages';
import { COUNTRIES } from '../constants';
import { dateString, isoDate, listResponseSchema, optionalHttpUrl } from '../schemas/common';
import { requiredTextField, wholeNumberTextField } from '../schemas/form-fields';
import { bandItemSchema } from './bands';
import { nullAsEmptyText, optionalImageRef } from './content-admin';

/** The bands manager (/admin/bands, /api/admin/bands): every field the public band list and page show. */

export const BAND_TEXT_MAX = { name: 120, description: 5000, location: 200, state: 120 } as const;

export const bandAdminMessages = {
  notFound: 'Band not found',
  name: 'Please enter the band name',
  nameLength: atMostCharacters('The name', BAND_TEXT_MAX.name),
  descriptionLength: atMostCharacters('The description', BAND_TEXT_MAX.description),
  locationLength: atMostCharacters('The location', BAND_TEXT_MAX.location),
  stateLength: atMostCharacters('The state', BAND_TEXT_MAX.state),
  country: 'Please choose a country from the list',
  startDate: 'Please enter the start date',
  endDate: 'Please enter the end date as YYYY-MM-DD',
  datesOrder: 'The end date must not be before the start date',
  year: 'Please enter a year from 1900 to 2200',
  price: 'Please enter a price of 0 or more, in dollars and cents',
  priceMax: 'Please enter a price of at most $1,000,000',
  priceOrder: 'The highest price must not be below the lowest',
} as const;

const blankToNull = (value: unknown) =>
  value === '' || value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? null : value;

/** A costume price in whole cents, 0 to $1,000,000, or none (blank or left out). */
const costumePrice = z.preprocess(
  blankToNull,
  z
    .number({ error: bandAdminMessages.price })
    .int(bandAdminMessages.price)
    .min(0, bandAdminMessages.price)
    .max(100_000_000, bandAdminMessages.priceMax)
    .nullable()
    .optional(),
);

/** POST /api/admin/bands and PUT /api/admin/bands/:id (the whole record; the form sends every field). */
export const bandInputSchema = z
  .strictObject({
    name: requiredTextField(bandAdminMessages.name, BAND_TEXT_MAX.name, bandAdminMessages.nameLength),
    description: nullAsEmptyText(BAND_TEXT_MAX.description, bandAdminMessages.descriptionLength),
    location: nullAsEmptyText(BAND_TEXT_MAX.location, bandAdminMessages.locationLength),
    state: nullAsEmptyText(BAND_TEXT_MAX.state, bandAdminMessages.stateLength),
    country: z.enum(COUNTRIES, { error: bandAdminMessages.country }),
    year: z.preprocess(blankToNull, wholeNumberTextField(1900, 2200, bandAdminMessages.year).nullable()),
    startDate: isoDate(bandAdminMessages.startDate),
    endDate: z.preprocess(blankToNull, isoDate(bandAdminMessages.endDate).nullable()),
    imageUrl: optionalImageRef,
    websiteUrl: optionalHttpUrl,
    instagramUrl: optionalHttpUrl,
    registrationUrl: optionalHttpUrl,
    feteIdRegistrationUrl: optionalHttpUrl,
    priceFromCents: costumePrice,
    priceToCents: costumePrice,
    /** The carnival the band plays (its season page), or null. */
    carnivalId: carnivalChoiceField,
    active: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: bandAdminMessages.datesOrder });
    }
    const { priceFromCents: from, priceToCents: to } = value;
    if (from != null && to != null && to < from) {
      ctx.addIssue({ code: 'custom', path: ['priceToCents'], message: bandAdminMessages.priceOrder });
    }
  });
export type BandInput = z.input<typeof bandInputSchema>;

/** A band as the manager edits it: what the public sees, plus the year and the Fete ID link in full. */
export const adminBandSchema = bandItemSchema.extend({
  year: z.number().int().nullable(),
  startDate: dateString,
  carnivalId: z.uuid().nullable(),
});
export type AdminBand = z.infer<typeof adminBandSchema>;
export const adminBandListSchema = listResponseSchema(adminBandSchema);
