import { messages } from '../../../shared/errors';

/** Texts of public-site.md §2.7. */
export const faceMessages = {
  loadingProviders: 'Loading providers...',
  noProviders: 'No providers found',
  loadFailed: 'Providers could not be loaded. Please try again.',
  loadingProvider: 'Loading provider details...',
  // The server's 404 text, defined once in the shared catalogue.
  providerNotFound: messages.faces.notFound,
} as const;
