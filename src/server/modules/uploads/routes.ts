import type { Context } from 'hono';
import { z } from 'zod';
import { AppError, messages } from '../../../shared/errors';
import type { AppEnv } from '../../app-env';
import { idParam, validationError, type Routes } from '../../platform/http';
import {
  UPLOAD_PURPOSES,
  bodyLimit,
  checkUploadRate,
  purposeSchema,
  readUploadFile,
  storeUpload,
  uploadFieldsSchema,
} from './service';

const announcedPurposeSchema = z.object({ purpose: purposeSchema.optional() });

export function registerUploadRoutes(routes: Routes): void {
  routes.post(
    '/api/uploads',
    {
      summary:
        'Upload a file. Images (avatar, image, marqet) are re-encoded to WebP in a detail and a card size and ' +
        'served publicly; a resume (PDF, DOC, DOCX) is kept private at /api/files/{id}. Answers 201 ' +
        '{ upload: { id, purpose, url, cardUrl, contentType, sizeBytes, width, height } }; 413 too large, ' +
        '415 wrong kind of file, 429 too many uploads. The purpose may be repeated as ?purpose= so an ' +
        'oversized body is refused before it is read.',
      auth: 'user',
      tags: ['uploads'],
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
      const deps = c.get('deps');
      const rate = await checkUploadRate(deps, actor);
      if (!rate.allowed) {
        c.header('retry-after', String(rate.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', messages.uploads.tooMany);
      }
      const announced = announcedPurposeSchema.safeParse({ purpose: c.req.query('purpose') });
      if (!announced.success) throw validationError(announced.error);
      const form = await readMultipartBody(c, bodyLimit(announced.data.purpose));
      const fields = uploadFieldsSchema.safeParse(form);
      if (!fields.success) throw validationError(fields.error);
      if (announced.data.purpose && announced.data.purpose !== fields.data.purpose) {
        const mismatch = messages.uploads.purposeMismatch;
        throw new AppError('VALIDATION', mismatch, { purpose: mismatch });
      }
      const upload = await storeUpload(deps, actor, fields.data);
      return c.json({ upload }, 201);
    },
  );

  routes.get(
    '/api/files/:id',
    {
      summary: 'Download a private file (a resume): only its owner and administrators; anyone else gets 404.',
      auth: 'user',
      tags: ['uploads'],
    },
    async ({ c, actor, params }) => {
      const file = await readUploadFile(c.get('deps'), actor, idParam(params));
      return c.body(new Uint8Array(file.body), 200, {
        'content-type': file.contentType,
        'content-length': String(file.body.length),
        'content-disposition': attachment(file.fileName),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    },
  );
}

/**
 * parseBody() buffers the whole body, so its size is bounded first: by Content-Length when the client
 * sent one, and in any case by counting the bytes as they arrive (chunked bodies have no length).
 */
async function readMultipartBody(
  c: Context<AppEnv>,
  limit: { maxBytes: number; message: string },
): Promise<Record<string, unknown>> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError('VALIDATION', messages.uploads.multipartRequired, {
      file: messages.uploads.fileRequired,
    });
  }
  const declared = c.req.header('content-length');
  if (declared && !c.req.header('transfer-encoding') && Number(declared) > limit.maxBytes) {
    throw new AppError('FILE_TOO_LARGE', limit.message);
  }
  let exceeded = false;
  const raw = c.req.raw;
  if (raw.body) {
    let seen = 0;
    const counted = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > limit.maxBytes) {
            exceeded = true;
            controller.error(new Error('request body over the upload limit'));
          } else {
            controller.enqueue(chunk);
          }
        },
      }),
    );
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
  }
  try {
    return await c.req.parseBody();
  } catch {
    if (exceeded) throw new AppError('FILE_TOO_LARGE', limit.message);
    throw new AppError('VALIDATION', messages.uploads.multipartRequired, {
      file: messages.uploads.fileRequired,
    });
  }
}

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
