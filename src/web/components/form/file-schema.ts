import { z } from 'zod';
import { imageFileError } from '../../lib/files';

/**
 * An optional picture chosen in the browser: null, or an image the spec's checks accept (type and size).
 * The server checks the upload again; this only spares the member a refused upload.
 */
export function imageFileSchema(maxBytes?: number) {
  return z
    .instanceof(File)
    .nullable()
    .superRefine((file, ctx) => {
      const problem = file ? imageFileError(file, maxBytes) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
