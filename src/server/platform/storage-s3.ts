import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertPublicKey, assertSafeKey, isPublicKey, type Storage } from './storage';

/**
 * S3-compatible object storage (AWS S3, MinIO, R2, …). aws4fetch signs each request (Signature V4);
 * objects are addressed path-style so any S3-compatible server works without DNS per bucket.
 *
 * One bucket holds both kinds of key: the bucket policy must allow anonymous reads of `public/*` only,
 * so private files (resumes) are never readable without a signature.
 */
export interface S3StorageOptions {
  /** Service root, e.g. https://s3.us-east-1.amazonaws.com or http://localhost:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch public keys (a CDN or website endpoint); defaults to `${endpoint}/${bucket}`. */
  publicBaseUrl?: string;
  /** Per request; a stuck object store must not hold an upload request forever. */
  timeoutMs?: number;
}

export function createS3Storage(options: S3StorageOptions): Storage {
  const endpoint = new URL(options.endpoint);
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') {
    throw new Error('S3 endpoint must be an http(s) URL');
  }
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const bucketPath = `${basePath}/${encodeURIComponent(options.bucket)}`;
  const publicBase = (options.publicBaseUrl ?? `${endpoint.origin}${bucketPath}`).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
  });

  // Safe keys are [a-z0-9/_.-] only: nothing in them needs encoding.
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${endpoint.origin}${bucketPath}/${key}`;
  };

  async function send(method: string, key: string, init: { body?: Buffer; headers?: HeadersInit } = {}) {
    const url = objectUrl(key);
    const headers = new Headers(init.headers);
    // Sign the body's hash, so a corrupted upload is refused instead of stored.
    if (init.body) headers.set('x-amz-content-sha256', createHash('sha256').update(init.body).digest('hex'));
    const request = await client.sign(url, {
      method,
      headers,
      body: init.body ? new Uint8Array(init.body) : undefined,
      // Sign content-type too (aws4fetch skips it by default): nobody on the way may change what is served.
      aws: { allHeaders: true },
    });
    // Signed once and sent once: retrying is the caller's decision (aws4fetch's own fetch retries 10 times).
    return fetch(request, { signal: AbortSignal.timeout(timeoutMs) });
  }

  return {
    async put(key, body, contentType) {
      const res = await send('PUT', key, {
        body,
        headers: {
          'content-type': contentType,
          // Public objects are served straight from the bucket; their names are never reused.
          'cache-control': isPublicKey(key) ? 'public, max-age=31536000, immutable' : 'private, no-store',
        },
      });
      if (!res.ok) throw await s3Error('PUT', key, res);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await s3Error('GET', key, res);
      return {
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await s3Error('DELETE', key, res);
      await res.body?.cancel();
    },
    publicUrl(key) {
      assertPublicKey(key);
      return `${publicBase}/${key}`;
    },
  };
}

/** The S3 error code (NoSuchBucket, AccessDenied, …) without echoing anything secret. */
async function s3Error(method: string, key: string, res: Response): Promise<Error> {
  const text = await res.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? 'unknown';
  return new Error(`S3 ${method} ${key} failed: ${res.status} ${code}`);
}
