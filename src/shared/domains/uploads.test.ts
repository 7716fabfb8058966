// @module-tag pglite
import { describe, expect, it } from 'vitest';
import {
  UPLOAD_PURPOSES,
  UPLOAD_USES,
  canAttachUpload,
  canUploadFor,
  uploadPurposePolicy,
  uploadUsePolicy,
  type UploadPurpose,
} from './uploads';

const member = { id: 'm1', role: 'user' };
const other = { id: 'm2', role: 'user' };
const admin = { id: 'a1', role: 'admin' };
const made = (purpose: UploadPurpose, ownerId: string | null = member.id) => ({
  ownerId,
  purpose,
  visibility: uploadPurposePolicy[purpose].visibility,
});

describe('upload purposes and where they may be attached', () => {
  it('lets every signed-in member upload for the flows open to members, administrators for receipts, and no visitor', () => {
    for (const purpose of UPLOAD_PURPOSES) {
      expect(canUploadFor(member, purpose), purpose).toBe(purpose !== 'receipt');
      expect(canUploadFor(admin, purpose), purpose).toBe(true);
      expect(canUploadFor(null, purpose), purpose).toBe(false);
    }
  });

  it('attaches each purpose only at its own uses', () => {
    const allowed = Object.fromEntries(
      UPLOAD_PURPOSES.map((p) => [p, UPLOAD_USES.filter((use) => canAttachUpload(member, made(p), use))]),
    );
    expect(allowed).toEqual({
      avatar: ['avatar'],
      image: ['event-image', 'listing-image'],
      marqet: ['marqet-image'],
      resume: ['staff-resume'],
      receipt: ['receipt-image'],
    });
  });

  it('never attaches a private file (resume, receipt image) where files are shown publicly, even a row that claims to be public', () => {
    for (const purpose of ['resume', 'receipt'] as const) {
      for (const use of UPLOAD_USES.filter((u) => uploadUsePolicy[u].visibility === 'public')) {
        expect(canAttachUpload(member, made(purpose), use)).toBe(false);
        expect(canAttachUpload(admin, { ...made(purpose), visibility: 'public' }, use)).toBe(false);
      }
      expect(uploadPurposePolicy[purpose].visibility).toBe('private');
    }
    expect(canAttachUpload(member, { ...made('resume'), visibility: 'public' }, 'staff-resume')).toBe(false);
    expect(
      canAttachUpload(admin, { ...made('receipt', admin.id), visibility: 'public' }, 'receipt-image'),
    ).toBe(false);
    // A public image (the way receipts kept them before) cannot become a receipt's private image.
    expect(canAttachUpload(admin, made('image', admin.id), 'receipt-image')).toBe(false);
  });

  it("attaches only the uploader's own file, but lets administrators turn a vendor's images into products", () => {
    for (const use of UPLOAD_USES) {
      const purpose = UPLOAD_PURPOSES.find((p) => canAttachUpload(member, made(p), use))!;
      expect(canAttachUpload(other, made(purpose), use), use).toBe(false);
      expect(canAttachUpload(null, made(purpose), use), use).toBe(false);
      expect(canAttachUpload(member, made(purpose, null), use), use).toBe(false);
      expect(canAttachUpload(admin, made(purpose), use), use).toBe(use === 'marqet-image');
    }
  });

  it('refuses a purpose it does not know', () => {
    expect(
      canAttachUpload(member, { ownerId: member.id, purpose: 'payslip', visibility: 'public' }, 'avatar'),
    ).toBe(false);
  });

  it('gives every use of a purpose the visibility the purpose is kept with', () => {
    for (const purpose of UPLOAD_PURPOSES) {
      for (const use of uploadPurposePolicy[purpose].uses) {
        expect(uploadUsePolicy[use].visibility, `${purpose} → ${use}`).toBe(
          uploadPurposePolicy[purpose].visibility,
        );
      }
    }
  });
});
