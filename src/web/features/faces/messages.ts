/** Texts of public-site.md §2.7. */
export const faceMessages = {
  loadingProviders: 'Loading providers...',
  noProviders: 'No providers found',
  loadFailed: 'Providers could not be loaded. Please try again.',
  loadingProvider: 'Loading provider details...',
  providerNotFound: 'Provider not found',
} as const;
