import { z } from 'zod';
import { UPLOAD_QUOTA } from '../constants';
import { messages } from '../errors';
import { isAdmin, isSignedIn, type MaybeViewer } from './viewer';

export const UPLOAD_PURPOSES = ['avatar', 'image', 'marqet', 'resume', 'receipt'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * The places an upload can be attached to: each is one flow that writes a reference to it.
 * - `avatar`: the member's own picture (sign-up, settings).
 * - `event-image`: a member's event (event creation) and the administrators' events manager.
 * - `listing-image`: bands, restaurants (their owners too), providers, home content, badges, receipts.
 * - `marqet-image`: a vendor registration's brand and product images, and the shop's products.
 * - `staff-resume`: a staff application.
 * - `receipt-image`: a receipt's image (a photo of the receipt, a payment proof), private to its member.
 */
export const UPLOAD_USES = [
  'avatar',
  'event-image',
  'listing-image',
  'marqet-image',
  'staff-resume',
  'receipt-image',
] as const;
export type UploadUse = (typeof UPLOAD_USES)[number];

type Visibility = 'public' | 'private';

/** What the server knows of a stored upload when someone wants to attach it. */
export interface UploadFacts {
  ownerId: string | null;
  purpose: string;
  visibility: string;
}

/**
 * Per purpose: who may upload it, how it is kept, and the only uses it may be attached to. A purpose is
 * chosen at upload time and never changes, so an avatar cannot become an event image and a resume, kept
 * private, can never be attached where it would be shown.
 *
 * A private file is read at /api/files/{id} by administrators, by its uploader when `uploaderReads` (a
 * resume is the applicant's own), and by whoever the module that attached it names (a receipt's member:
 * uploads/viewers.ts). A receipt image is the member's data, not the uploading administrator's: once that
 * account is no longer an administrator, it no longer reads it.
 */
export const uploadPurposePolicy = {
  avatar: { upload: isSignedIn, visibility: 'public', uses: ['avatar'], uploaderReads: true },
  // Members create events (and owners edit their restaurants); administrators run the content managers.
  image: {
    upload: isSignedIn,
    visibility: 'public',
    uses: ['event-image', 'listing-image'],
    uploaderReads: true,
  },
  // The vendor registration is open to every member.
  marqet: { upload: isSignedIn, visibility: 'public', uses: ['marqet-image'], uploaderReads: true },
  // The staff application is open to every member.
  resume: { upload: isSignedIn, visibility: 'private', uses: ['staff-resume'], uploaderReads: true },
  // Only administrators issue receipts.
  receipt: { upload: isAdmin, visibility: 'private', uses: ['receipt-image'], uploaderReads: false },
} as const satisfies Record<
  UploadPurpose,
  {
    upload: (viewer: MaybeViewer) => boolean;
    visibility: Visibility;
    uses: readonly UploadUse[];
    uploaderReads: boolean;
  }
>;

const ownUpload = (viewer: MaybeViewer, upload: UploadFacts) =>
  isSignedIn(viewer) && !!upload.ownerId && upload.ownerId === viewer.id;

/**
 * Per use: the visibility it shows files with, and whose uploads may be attached there. Only the uploader
 * attaches their upload, except in the Marqet, where administrators turn an approved registration's
 * images into shop products. Who may edit the event, listing or registration itself is that domain's policy.
 */
export const uploadUsePolicy = {
  avatar: { visibility: 'public', attach: ownUpload },
  'event-image': { visibility: 'public', attach: ownUpload },
  'listing-image': { visibility: 'public', attach: ownUpload },
  'marqet-image': {
    visibility: 'public',
    attach: (viewer: MaybeViewer, upload: UploadFacts) => ownUpload(viewer, upload) || isAdmin(viewer),
  },
  'staff-resume': { visibility: 'private', attach: ownUpload },
  'receipt-image': { visibility: 'private', attach: ownUpload },
} as const satisfies Record<
  UploadUse,
  { visibility: Visibility; attach: (viewer: MaybeViewer, upload: UploadFacts) => boolean }
>;

export const isUploadPurpose = (purpose: string): purpose is UploadPurpose =>
  (UPLOAD_PURPOSES as readonly string[]).includes(purpose);

export const canUploadFor = (viewer: MaybeViewer, purpose: UploadPurpose): boolean =>
  uploadPurposePolicy[purpose].upload(viewer);

/** May this viewer attach this upload at this use? The purpose, the visibility and the uploader must all fit. */
export function canAttachUpload(viewer: MaybeViewer, upload: UploadFacts, use: UploadUse): boolean {
  if (!isUploadPurpose(upload.purpose)) return false;
  const purpose = uploadPurposePolicy[upload.purpose];
  const target = uploadUsePolicy[use];
  return (
    (purpose.uses as readonly UploadUse[]).includes(use) &&
    upload.visibility === purpose.visibility &&
    upload.visibility === target.visibility &&
    target.attach(viewer, upload)
  );
}

/** POST /api/uploads answers 201 with this. */
export const uploadViewSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(UPLOAD_PURPOSES),
  /** Public images: their public URL; private files: /api/files/{id}. */
  url: z.string(),
  cardUrl: z.string().nullable(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadView = z.infer<typeof uploadViewSchema>;

export const uploadResponseSchema = z.object({ upload: uploadViewSchema });

export const purposeSchema = z.enum(UPLOAD_PURPOSES, { error: messages.uploads.purposeRequired });

/** The address names the purpose (so everything is decided before the body is read); the form may repeat it. */
export const uploadQuerySchema = z.object({ purpose: purposeSchema });
export const uploadFormSchema = z.object({ purpose: purposeSchema.optional() });

/** The bytes an account may keep in uploads (decision 0010): administrators fill the catalogue, so more. */
export const uploadQuotaOf = (viewer: MaybeViewer) =>
  isAdmin(viewer) ? UPLOAD_QUOTA.admin : UPLOAD_QUOTA.member;
