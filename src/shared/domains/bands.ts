import { isSignedIn, type MaybeViewer } from './viewer';
import { listingCan, listingPolicy } from './policies';

/** Bands: members rate them (1-5 whole stars), besides the rules every listing shares. */
export const bandPolicy = {
  ...listingPolicy,
  rate: (viewer: MaybeViewer) => isSignedIn(viewer),
};

export const bandCan = (viewer: MaybeViewer) => ({
  ...listingCan(bandPolicy, viewer),
  rate: bandPolicy.rate(viewer),
});
