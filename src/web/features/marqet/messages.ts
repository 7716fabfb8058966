import { messages } from '../../../shared/errors';

/** Texts of public-site.md §2.9. */
export const marqetMessages = {
  loadingProducts: 'Loading products...',
  noProducts: 'No products found',
  loadFailed: 'Products could not be loaded. Please try again.',
  loadingProduct: 'Loading product...',
  /** A shared address whose product is gone or withdrawn: said plainly, the shop below. */
  productUnavailable: 'This product is no longer available.',
  productLoadFailed: 'This product could not be loaded. Please try again.',
  minAboveMax: messages.marqet.minAboveMax,
  priceValue: messages.marqet.priceValue,
} as const;
