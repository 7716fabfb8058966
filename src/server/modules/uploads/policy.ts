import { isAdmin, type Actor } from '../../app-env';

export interface UploadAccess {
  ownerId: string | null;
  visibility: string;
}

/**
 * Public files are anyone's to see (they are served at /uploads/… anyway); a private file (a resume)
 * only its owner's and the administrators'.
 */
export function canReadUpload(actor: Actor | null, upload: UploadAccess): boolean {
  if (upload.visibility === 'public') return true;
  if (!actor) return false;
  return isAdmin(actor) || (upload.ownerId !== null && upload.ownerId === actor.id);
}
