export const bandMessages = {
  noBands: 'No bands found',
  bandNotFound: 'Band not found',
} as const;
