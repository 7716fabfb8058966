export const marqetMessages = {
  noProducts: 'No products found',
} as const;
