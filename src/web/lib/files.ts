import { useEffect, useState } from 'react';
import { UPLOAD_LIMITS } from '../../shared/constants';
import { messages } from '../../shared/errors';
import { api } from './api';

/** What the server re-encodes (anything else is refused with 415); the file picker offers these. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** The spec's checks for an image chosen in the browser; null when it may be sent. */
export function imageFileError(file: File, maxBytes: number = UPLOAD_LIMITS.image): string | null {
  if (!file.type.startsWith('image/')) return messages.settings.imageType;
  if (file.size > maxBytes) return messages.signup.imageTooLarge;
  return null;
}

export interface Upload {
  id: string;
  url: string;
}

/** POST /api/uploads: the server checks, re-encodes and stores the file, then hands back its id. */
export async function uploadFile(file: File, purpose: string): Promise<Upload> {
  const form = new FormData();
  form.set('file', file);
  form.set('purpose', purpose);
  // The purpose in the address lets the server refuse an oversized body before reading it.
  const path = `/api/uploads?purpose=${encodeURIComponent(purpose)}`;
  const { upload } = await api.post<{ upload: Upload }>(path, undefined, { form });
  return upload;
}

/** A preview URL for a chosen file, released when the file changes or the component goes away. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
