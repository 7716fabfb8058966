import type { MaybeViewer } from './viewer';
import { listingCan, ownedListingPolicy } from './policies';

/** A restaurant's owner (a member) manages it, its menu and discounts; administrators manage all. */
export const restaurantPolicy = ownedListingPolicy;

export const restaurantCan = (viewer: MaybeViewer, restaurant: { ownerId: string | null }) =>
  listingCan(restaurantPolicy, viewer, restaurant);
