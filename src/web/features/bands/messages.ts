import type { ListTexts } from '../../components/listing/searchable-list';
import { messages } from '../../../shared/errors';

/** Texts of public-site.md §2.8 and member-areas.md §2 (Band detail). */
export const bandMessages = {
  list: {
    eyebrow: 'Fete Destinations',
    title: 'Carnival Bands',
    description: 'Find a carnival band, see its dates and register to play mas.',
    search: 'Search bands',
    searchPlaceholder: 'Name, description or location',
    loading: 'Loading bands...',
    empty: 'No bands found',
    failed: 'Bands could not be loaded. Please try again.',
    singular: 'band',
    plural: 'bands',
  } satisfies ListTexts,
  loadingBand: 'Loading band details...',
  // The server's 404 text, defined once in the shared catalogue.
  bandNotFound: messages.bands.notFound,
} as const;
