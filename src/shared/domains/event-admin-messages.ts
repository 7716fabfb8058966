import { atMostCharacters } from '../length-messages';
import { errorCatalogue } from '../errors';

/** The limits of an event's fields (the texts below name them), and the events manager's and organisers' texts. */

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_PLACE_MAX = 200;
/** Integer cents: a price up to a million dollars. */
export const EVENT_PRICE_MAX_CENTS = 100_000_000;
export const EVENT_CAPACITY_MAX = 1_000_000;
export const DISCOUNT_CODE_MAX = 40;
export const DISCOUNT_DESCRIPTION_MAX = 500;
export const EVENT_REPORT_REASON_MAX = 500;
/** The spec's texts (admin-back-office.md §5, §8; member-areas.md §5, §8) and the rules' own words. */
export const eventAdminMessages = {
  required: 'Please fill in all required fields',
  loadFailed: 'Failed to load events. Please try again later.',
  added: 'Event added successfully',
  addFailed: 'Failed to add event',
  updated: 'Event updated successfully',
  updateFailed: 'Failed to update event',
  deleteFailed: 'Failed to delete event',
  deleted: 'Event deleted',
  confirmDelete: 'Are you sure you want to delete this event?',
  empty: 'No events found',
  signInToCreate: errorCatalogue.SIGN_IN_TO_CREATE_EVENT.message,
  createFailed: 'Failed to create event',
  category: 'Please choose a category from the list',
  country: 'Please choose a country from the list',
  date: 'Please enter a date as YYYY-MM-DD',
  time: 'Please enter a time as HH:MM',
  startTimeRequired: 'Please choose a start time',
  endTimeRequired: 'Please choose an end time',
  stateRequired: 'Please enter the state or region',
  endDateOrder: 'The end date cannot be before the start date',
  titleLength: atMostCharacters('The title', EVENT_TITLE_MAX),
  descriptionLength: atMostCharacters('The description', EVENT_DESCRIPTION_MAX),
  placeLength: `Please keep this to ${EVENT_PLACE_MAX} characters`,
  price: 'Please enter a price of 0 or more',
  capacity: 'Please enter a capacity of 0 or more (whole number)',
  rideLink: 'Please enter a link starting with http://, https:// or / (a page of this site)',
  image: 'Please upload the image again',
  activeChoice: 'Please say whether the event is active',
  managerIntro:
    "Events on the Fete Guide and Fete Travel, and members' reports. The star features a Party event in Top Event Picks on the home page, which shows Party events only.",
  featurePartyOnly:
    'Only Party events can be featured: the home page’s Top Event Picks shows Party events only',
  activated: 'Event activated',
  deactivated: 'Event deactivated',
  discountCode: 'Please enter a code of letters, digits, - or _',
  discountCodeLength: atMostCharacters('The code', DISCOUNT_CODE_MAX),
  discountCodeTaken: 'This event already has a discount with that code',
  discountPercentage: 'Please enter a percentage from 1 to 100',
  discountDescriptionLength: atMostCharacters('The description', DISCOUNT_DESCRIPTION_MAX),
  discountValidityOrder: 'The end of the validity cannot be before its start',
  discountNotFound: 'Discount not found',
  discountAdded: 'Discount added',
  discountUpdated: 'Discount updated',
  discountDeleted: 'Discount deleted',
  discountFailed: 'Failed to save discount',
  confirmDeleteDiscount: 'Are you sure you want to delete this discount?',
  reportReason: 'Please tell us what is wrong with this event',
  reportReasonLength: atMostCharacters('The reason', EVENT_REPORT_REASON_MAX),
  reportAlreadyOpen: 'You have already reported this event. An administrator will review it.',
  reportSent: 'Thank you. An administrator will review this event.',
  reportFailed: 'Failed to send report',
  reportNotFound: 'Report not found',
  reportNotOpen: 'This report has already been handled',
} as const;
