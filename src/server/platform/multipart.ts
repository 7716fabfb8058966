import type { Context, MiddlewareHandler } from 'hono';
import { AppError, messages } from '../../shared/errors';
import type { AppEnv } from '../app-env';

export interface BodyLimit {
  maxBytes: number;
  /** The 413 text ('File too large. Maximum size is 5MB.'). */
  message: string;
}

/**
 * Route middleware: reads a multipart/form-data body into `c.var.multipart`, refusing it past `limitOf(c)`.
 * parseBody() buffers the whole body, so its size is bounded first: by Content-Length when the client
 * sent one, and in any case by counting the bytes as they arrive (chunked bodies have no length).
 */
export function multipartBody(limitOf: (c: Context<AppEnv>) => BodyLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('multipart', await readMultipartBody(c, limitOf(c)));
    await next();
  };
}

async function readMultipartBody(c: Context<AppEnv>, limit: BodyLimit): Promise<Record<string, unknown>> {
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
