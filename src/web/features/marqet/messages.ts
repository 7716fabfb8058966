import type { ListTexts } from '../../components/listing/searchable-list';
import { messages } from '../../../shared/errors';

/** Texts of public-site.md §2.9. */
export const marqetMessages = {
  list: {
    eyebrow: 'Fete Marqet',
    title: 'Fete Marqet',
    description: 'Costumes, swimwear, accessories and more from carnival sellers.',
    search: 'Search products',
    searchPlaceholder: 'Name, description or brand',
    loading: 'Loading products...',
    empty: 'No products found',
    failed: 'Products could not be loaded. Please try again.',
    singular: 'product',
    plural: 'products',
  } satisfies ListTexts,
  loadingProduct: 'Loading product...',
  /** A shared address whose product is gone or withdrawn: said plainly, the shop below. */
  productUnavailable: 'This product is no longer available.',
  productLoadFailed: 'This product could not be loaded. Please try again.',
  minAboveMax: messages.marqet.minAboveMax,
  priceValue: messages.marqet.priceValue,
} as const;
