import { messages } from '../../../shared/errors';

/** Texts of public-site.md §2.8 and member-areas.md §2 (Band detail). */
export const bandMessages = {
  loadingBands: 'Loading bands...',
  noBands: 'No bands found',
  loadFailed: 'Bands could not be loaded. Please try again.',
  loadingBand: 'Loading band details...',
  // The server's 404 text, defined once in the shared catalogue.
  bandNotFound: messages.bands.notFound,
} as const;
