import { useEffect, useState } from 'react';
import { UPLOAD_LIMITS } from '../../shared/constants';
import { messages } from '../../shared/errors';
import type { UploadPurpose } from '../../shared/domains/uploads';
import { uploadEndpoints } from '../endpoints/uploads';
import { isBusy } from './api';
import { call } from './client';

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

/** How many times an upload the server turned away for now (503 BUSY) is sent again, and the longest wait. */
export const BUSY_RETRIES = 3;
const LONGEST_WAIT_SECONDS = 10;

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * POST /api/uploads: the server checks, re-encodes and stores the file, then hands back its id. The server
 * takes two uploads of a member at once and sheds load past its budget (503 BUSY, Retry-After): such an answer
 * is waited out and the upload sent again, so a page where three images are chosen quickly still gets all three.
 */
export async function uploadFile(file: File, purpose: UploadPurpose): Promise<Upload> {
  const form = new FormData();
  form.set('file', file);
  form.set('purpose', purpose);
  for (let retries = 0; ; retries++) {
    try {
      // The purpose in the address lets the server decide everything before it reads the body.
      const { upload } = await call(uploadEndpoints.upload, {
        query: { purpose: purpose as UploadPurpose },
        form,
      });
      return upload;
    } catch (failure) {
      if (!isBusy(failure) || retries >= BUSY_RETRIES) throw failure;
      await wait(Math.min(failure.retryAfterSeconds ?? 2, LONGEST_WAIT_SECONDS));
    }
  }
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
