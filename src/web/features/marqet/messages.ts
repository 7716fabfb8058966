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
  /** A product without a shop link, in its panel (ours: the spec's tiles all link out). */
  noShopLink: (brand: string) =>
    `${brand || 'The seller'} has not linked an online shop for this product yet.`,
  /** The member's registrations on the dashboard (ours: the spec shows none). */
  mine: {
    loading: 'Loading your registrations...',
    failed: 'Your registrations could not be loaded. Please try again.',
    empty: 'You have not registered for the Fete Marqet yet',
    register: 'Become a Fete Marqet Vendor',
    pending: 'Waiting for review. You will be told when it is approved or rejected.',
    approved: 'Your brand is in the Fete Marqet until the date above.',
    expiringSoon: 'It expires soon: renew to stay in the Fete Marqet.',
    rejected: 'This registration was not approved. You can send a new one.',
    expired: 'It has expired and its products have left the Fete Marqet: renew to return.',
    renewHow: 'Renewing sends a new registration for review; an administrator can also extend this one.',
  },
  minAboveMax: messages.marqet.minAboveMax,
  priceValue: messages.marqet.priceValue,
} as const;
