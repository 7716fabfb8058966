import { createHash, createHmac } from 'node:crypto';
import { assertPublicKey, assertSafeKey, isPublicKey, type Storage } from './storage';

/**
 * S3-compatible object storage (AWS S3, MinIO, R2, …) over plain fetch, signed with AWS Signature V4.
 *
 * One bucket holds both kinds of key: the bucket policy must allow anonymous reads of `public/*` only,
 * so private files (resumes) are never readable without a signature.
 */
export interface S3StorageOptions {
  /** Service root, e.g. https://s3.us-east-1.amazonaws.com or http://localhost:9000. Objects are addressed path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch public keys (a CDN or website endpoint); defaults to `${endpoint}/${bucket}`. */
  publicBaseUrl?: string;
  /** Per request; a stuck object store must not hold an upload request forever. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function createS3Storage(options: S3StorageOptions): Storage {
  const endpoint = new URL(options.endpoint);
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') {
    throw new Error('S3 endpoint must be an http(s) URL');
  }
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const publicBase = (options.publicBaseUrl ?? `${endpoint.origin}${basePath}/${options.bucket}`).replace(
    /\/+$/,
    '',
  );
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? (() => new Date());

  const objectUrl = (key: string) => {
    assertSafeKey(key);
    const url = new URL(endpoint.origin);
    url.pathname = `${basePath}/${encodeRfc3986(options.bucket)}/${key.split('/').map(encodeRfc3986).join('/')}`;
    return url;
  };

  async function send(method: string, key: string, body?: Buffer, extraHeaders: Record<string, string> = {}) {
    const url = objectUrl(key);
    const headers = signRequest({
      method,
      url,
      headers: extraHeaders,
      payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256,
      region: options.region,
      service: 's3',
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      date: now(),
    });
    // fetch sets Host itself (from the URL, as signed); it may not be passed by hand.
    delete headers.host;
    return doFetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, {
        'content-type': contentType,
        // Public objects are served straight from the bucket; their names are never reused.
        'cache-control': isPublicKey(key) ? 'public, max-age=31536000, immutable' : 'private, no-store',
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
      return `${publicBase}/${key.split('/').map(encodeRfc3986).join('/')}`;
    },
  };
}

/** The S3 error code (NoSuchBucket, AccessDenied, …) without echoing anything secret. */
async function s3Error(method: string, key: string, res: Response): Promise<Error> {
  const text = await res.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? 'unknown';
  return new Error(`S3 ${method} ${key} failed: ${res.status} ${code}`);
}

export interface SignRequestInput {
  method: string;
  url: URL;
  /** Headers to send and sign (any case); host, x-amz-date and x-amz-content-sha256 are added. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}

/** The steps of Signature V4, exposed so tests can compare each one with AWS's published examples. */
export function signatureParts(input: SignRequestInput) {
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value;
  headers.host = input.url.host;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = input.payloadHash;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalQuery = [...input.url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  // S3 signs the path as sent (already encoded once, never normalised or encoded twice).
  const canonicalUri = input.url.pathname || '/';
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');

  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${input.secretAccessKey}`, day);
  const kRegion = hmac(kDate, input.region);
  const kService = hmac(kRegion, input.service);
  const kSigning = hmac(kService, 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature, authorization };
}

/** Returns the headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and authorization. */
export function signRequest(input: SignRequestInput): Record<string, string> {
  const parts = signatureParts(input);
  return { ...parts.headers, authorization: parts.authorization };
}

/** URI encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is percent-encoded. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}
