import { isSignedIn, type MaybeViewer } from './viewer';
import { listingCan, listingPolicy } from './policies';

/** Fete Faces (make-up artists and other providers): members rate them, besides the listing rules. */
export const facePolicy = {
  ...listingPolicy,
  rate: (viewer: MaybeViewer) => isSignedIn(viewer),
};

export const faceCan = (viewer: MaybeViewer) => ({
  ...listingCan(facePolicy, viewer),
  rate: facePolicy.rate(viewer),
});
