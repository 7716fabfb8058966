export const faceMessages = {
  noProviders: 'No providers found',
  providerNotFound: 'Provider not found',
} as const;
