interface UploadFacts {
  ownerId: string | null;
  purpose: string;
  visibility: string;
}

/**
 * On account deletion, published listing images (purposes 'image' and 'marqet') stay with the events,
 * restaurants, products and site content they illustrate, which outlive the account; the picture and
 * every private file of the member go, except receipt images an administrator uploaded: the receipts outlive
 * the account for the bookkeeping, and so do their images (private still). See
 * docs/decisions/0002-account-deletion.md.
 */
export function outlivesAccount(upload: UploadFacts): boolean {
  if (upload.purpose === 'receipt') return upload.visibility === 'private';
  return (upload.purpose === 'image' || upload.purpose === 'marqet') && upload.visibility === 'public';
}
