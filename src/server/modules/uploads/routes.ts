import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { uploadBodyDescription, uploadEndpoints } from '../../../shared/contracts/uploads';
import { canUploadFor } from '../../../shared/domains/uploads';
import { AppError, messages } from '../../../shared/errors';
import type { AppEnv } from '../../app-env';
import { validationError, type Routes } from '../../platform/http';
import { requireVerifiedEmail } from '../../auth/verification';
import { assertMultipart, readMultipartForm } from '../../platform/multipart';
import { UPLOAD_ADMISSION, uploadsInFlight } from './admission';
import { IMAGE_WORK, imageWork } from './image-work';
import {
  bodyLimit,
  checkUploadRate,
  purposeRules,
  fileResponse,
  readUploadFile,
  storeUpload,
  uploadFormSchema,
  uploadQuerySchema,
  type UploadPurpose,
} from './service';

/** The purpose, from the address: known before the body is read, so every check below comes first. */
function purposeOf(c: Context<AppEnv>): UploadPurpose {
  const query = uploadQuerySchema.safeParse({ purpose: c.req.query('purpose') });
  if (!query.success) throw validationError(query.error);
  return query.data.purpose;
}

function busy(c: Context<AppEnv>, message: string, retryAfterSeconds: number): AppError {
  c.header('retry-after', String(retryAfterSeconds));
  return new AppError('BUSY', message);
}

/** What needs no body: a known purpose the member may use, a multipart type, a declared length in bounds. */
const beforeTheBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const purpose = purposeOf(c);
  if (!canUploadFor(c.get('actor')!, purpose)) throw new AppError('FORBIDDEN');
  // An unverified address uploads nothing but the sign-up picture: refused before its body is read (decision 0031).
  if (purpose !== 'avatar') requireVerifiedEmail(c.get('actor')!);
  assertMultipart(c, bodyLimit(purpose));
  await next();
};

/**
 * A place in the uploads under way (admission.ts), taken before the body is read and given back when the answer
 * is made, whatever it is. The place is the declared body size, or the purpose's largest when none is declared.
 */
const admission: MiddlewareHandler<AppEnv> = async (c, next) => {
  const declared = Number(c.req.header('content-length'));
  const size = Number.isSafeInteger(declared) && declared > 0 ? declared : bodyLimit(purposeOf(c)).maxBytes;
  const place = uploadsInFlight.admit(c.get('actor')!.id, size);
  if (!place.admitted) {
    throw place.reason === 'key'
      ? busy(c, messages.uploads.memberBusy, UPLOAD_ADMISSION.memberRetryAfterSeconds)
      : busy(c, messages.uploads.serverBusy, UPLOAD_ADMISSION.processRetryAfterSeconds);
  }
  try {
    await next();
  } finally {
    place.release();
  }
};

/** Counted before the body is read, so a flood of uploads costs no parsing. */
const uploadRate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rate = await checkUploadRate(c.get('deps'), c.get('actor')!);
  if (!rate.allowed) {
    c.header('retry-after', String(rate.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', messages.uploads.tooMany);
  }
  await next();
};

const imageBusy = (c: Context<AppEnv>) => busy(c, messages.uploads.busy, IMAGE_WORK.retryAfterSeconds);

/** An image while the queue is full is refused before its body (up to 30 MB) is read. */
const imageQueueRoom: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (purposeRules[purposeOf(c)].kind === 'image' && imageWork.waiting >= IMAGE_WORK.maxQueue) {
    throw imageBusy(c);
  }
  await next();
};

export function registerUploadRoutes(routes: Routes): void {
  routes.implement(
    uploadEndpoints.upload,
    {
      middleware: [beforeTheBody, admission, uploadRate, imageQueueRoom],
      bodyDescription: uploadBodyDescription,
    },
    async ({ c, actor, query: { purpose } }) => {
      const deps = c.get('deps');
      const form = await readMultipartForm(c, {
        limit: bodyLimit(purpose),
        fileField: 'file',
        tempDir: path.join(deps.config.dataDir, 'tmp', 'uploads'),
      });
      try {
        const fields = uploadFormSchema.safeParse(form.fields);
        if (!fields.success) throw validationError(fields.error);
        if (fields.data.purpose && fields.data.purpose !== purpose) {
          const mismatch = messages.uploads.purposeMismatch;
          throw new AppError('VALIDATION', mismatch, { purpose: mismatch });
        }
        if (!form.file || form.file.size === 0) {
          throw new AppError('VALIDATION', messages.uploads.fileRequired, {
            file: messages.uploads.fileRequired,
          });
        }
        return { upload: await storeUpload(deps, actor, { purpose, file: form.file }) };
      } catch (err) {
        throw err instanceof AppError && err.code === 'BUSY' ? imageBusy(c) : err;
      } finally {
        await form.dispose();
      }
    },
  );

  routes.implement(uploadEndpoints.file, {}, async ({ c, actor, params }) => {
    const file = await readUploadFile(c.get('deps'), actor, params.id);
    return fileResponse(file, file.isImage ? 'inline' : 'attachment');
  });
}
