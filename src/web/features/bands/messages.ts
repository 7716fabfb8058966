/** Texts of public-site.md §2.8 and member-areas.md §2 (Band detail). */
export const bandMessages = {
  loadingBands: 'Loading bands...',
  noBands: 'No bands found',
  loadFailed: 'Bands could not be loaded. Please try again.',
  loadingBand: 'Loading band details...',
  bandNotFound: 'Band not found',
} as const;
