import { z } from 'zod';

export const UPLOAD_PURPOSES = ['avatar', 'image', 'marqet', 'resume'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

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
