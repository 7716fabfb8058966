import { z } from 'zod';
import { canSchema } from '../schemas/listing';
import { isAdmin, isSignedIn, ownsOrAdmin, seesInactive, type MaybeViewer } from './viewer';

/**
 * The rules every listed item kind shares (events, bands, restaurants, faces, products). A domain's own
 * policy spreads this and adds or overrides what differs (ratings, owners), so the names never drift.
 */
export const listingPolicy = {
  /** Inactive rows exist only for administrators, in lists, details, likes and ratings alike. */
  seeInactive: (viewer: MaybeViewer) => seesInactive(viewer),
  like: (viewer: MaybeViewer) => isSignedIn(viewer),
  /** Featuring decides what the home page shows. */
  feature: (viewer: MaybeViewer) => isAdmin(viewer),
  edit: (viewer: MaybeViewer, _item?: { ownerId?: string | null }) => isAdmin(viewer),
  delete: (viewer: MaybeViewer, _item?: { ownerId?: string | null }) => isAdmin(viewer),
};

/** A listing a member owns (a restaurant, later an organiser's event): the owner edits it too. */
export const ownedListingPolicy = {
  ...listingPolicy,
  edit: (viewer: MaybeViewer, item?: { ownerId?: string | null }) => ownsOrAdmin(viewer, item?.ownerId),
};

/** What a listing's detail response answers as `can`: the controls the viewer may be shown. */
export function listingCan(
  policy: typeof listingPolicy,
  viewer: MaybeViewer,
  item?: { ownerId?: string | null },
) {
  return {
    like: policy.like(viewer),
    feature: policy.feature(viewer),
    edit: policy.edit(viewer, item),
    delete: policy.delete(viewer, item),
  };
}

export const listingCanSchema = canSchema('like', 'feature', 'edit', 'delete');

/** A listing members rate (bands, faces: 1-5 whole stars), besides the rules every listing shares. */
export const ratedListingPolicy = {
  ...listingPolicy,
  rate: (viewer: MaybeViewer) => isSignedIn(viewer),
};

export const ratedListingCan = (viewer: MaybeViewer) => ({
  ...listingCan(ratedListingPolicy, viewer),
  rate: ratedListingPolicy.rate(viewer),
});

export const ratedListingCanSchema = listingCanSchema.extend({ rate: z.boolean() });
