import type { ListTexts } from '../../components/listing/searchable-list';
import { messages } from '../../../shared/errors';

/** Texts of public-site.md §2.7. */
export const faceMessages = {
  list: {
    eyebrow: 'Fete Faces',
    title: 'Fete Faces',
    description: 'Make-up artists and beauty providers for carnival, fetes and every big night.',
    search: 'Search providers',
    searchPlaceholder: 'Name, service, bio or location',
    loading: 'Loading providers...',
    empty: 'No providers found',
    failed: 'Providers could not be loaded. Please try again.',
    singular: 'provider',
    plural: 'providers',
  } satisfies ListTexts,
  loadingProvider: 'Loading provider details...',
  // The server's 404 text, defined once in the shared catalogue.
  providerNotFound: messages.faces.notFound,
} as const;
