import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { uploadResponseSchema } from '../../../shared/domains/uploads';
import { AppError, messages } from '../../../shared/errors';
import type { AppEnv } from '../../app-env';
import { validationError, type Routes } from '../../platform/http';
import { multipartBody } from '../../platform/multipart';
import { IMAGE_WORK, imageWork } from './image-work';
import {
  UPLOAD_PURPOSES,
  bodyLimit,
  checkUploadRate,
  purposeRules,
  purposeSchema,
  readUploadFile,
  storeUpload,
  uploadFieldsSchema,
} from './service';

const announcedPurposeSchema = z.object({ purpose: purposeSchema.optional() });

/** The purpose given as ?purpose= (so an oversized body is refused before it is read), if any. */
function announcedPurpose(c: Context<AppEnv>) {
  const announced = announcedPurposeSchema.safeParse({ purpose: c.req.query('purpose') });
  if (!announced.success) throw validationError(announced.error);
  return announced.data.purpose;
}

/** Counted before the body is read, so a flood of uploads costs no parsing. */
const uploadRate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rate = await checkUploadRate(c.get('deps'), c.get('actor')!);
  if (!rate.allowed) {
    c.header('retry-after', String(rate.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', messages.uploads.tooMany);
  }
  await next();
};

function busy(c: Context<AppEnv>): AppError {
  c.header('retry-after', String(IMAGE_WORK.retryAfterSeconds));
  return new AppError('BUSY', messages.uploads.busy);
}

/** An image announced while the queue is full is refused before its body (up to 30 MB) is read. */
const imageQueueRoom: MiddlewareHandler<AppEnv> = async (c, next) => {
  const purpose = announcedPurpose(c);
  if (purpose && purposeRules[purpose].kind === 'image' && imageWork.waiting >= IMAGE_WORK.maxQueue) {
    throw busy(c);
  }
  await next();
};

export function registerUploadRoutes(routes: Routes): void {
  routes.post(
    '/api/uploads',
    {
      summary:
        'Upload a file. Images (avatar, image, marqet) are re-encoded to WebP in a detail and a card size and ' +
        'served publicly; a receipt image (administrators only) is re-encoded to WebP and kept private at ' +
        '/api/files/{id}, as is a resume (PDF, DOC, DOCX). Answers 201 ' +
        '{ upload: { id, purpose, url, cardUrl, contentType, sizeBytes, width, height } }; 413 too large, ' +
        '415 wrong kind of file, 422 upload limit reached, 429 too many uploads, 503 (Retry-After) too many ' +
        'images in processing. The purpose may be repeated as ?purpose= so an ' +
        'oversized body is refused before it is read.',
      auth: 'user',
      tags: ['uploads'],
      status: 201,
      response: uploadResponseSchema,
      middleware: [uploadRate, imageQueueRoom, multipartBody((c) => bodyLimit(announcedPurpose(c)))],
      bodyDescription: {
        contentType: 'multipart/form-data',
        schema: {
          type: 'object',
          required: ['file', 'purpose'],
          properties: {
            file: { type: 'string', format: 'binary' },
            purpose: { type: 'string', enum: [...UPLOAD_PURPOSES] },
          },
        },
      },
    },
    async ({ c, actor }) => {
      const fields = uploadFieldsSchema.safeParse(c.get('multipart'));
      if (!fields.success) throw validationError(fields.error);
      const announced = announcedPurpose(c);
      if (announced && announced !== fields.data.purpose) {
        const mismatch = messages.uploads.purposeMismatch;
        throw new AppError('VALIDATION', mismatch, { purpose: mismatch });
      }
      try {
        return { upload: await storeUpload(c.get('deps'), actor, fields.data) };
      } catch (err) {
        throw err instanceof AppError && err.code === 'BUSY' ? busy(c) : err;
      }
    },
  );

  routes.get(
    '/api/files/:id',
    {
      summary:
        'A private file: a resume (downloaded) for its owner and administrators; a receipt image (shown ' +
        'inline) for the receipt’s member and administrators. Anyone else, visitors included, gets 404: ' +
        'the answer does not tell whether the file exists. Never cached (private, no-store).',
      // Public on purpose: a visitor gets the same 404 as a member who may not read the file.
      auth: 'public',
      tags: ['uploads'],
    },
    async ({ c, actor, params }) => {
      const file = await readUploadFile(c.get('deps'), actor, params.id);
      return c.body(new Uint8Array(file.body), 200, {
        'content-type': file.contentType,
        'content-length': String(file.body.length),
        'content-disposition': disposition(file.isImage ? 'inline' : 'attachment', file.fileName),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    },
  );
}

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name. */
function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
