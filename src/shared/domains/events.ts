import type { MaybeViewer } from './viewer';
import { listingCan, listingPolicy } from './policies';

/** Events and destinations follow the listing rules; organisers (owners) will spread ownedListingPolicy. */
export const eventPolicy = listingPolicy;

export const eventCan = (viewer: MaybeViewer) => listingCan(eventPolicy, viewer);
