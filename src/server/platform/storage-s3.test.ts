// @module-tag pglite
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3StorageOptions } from './storage-s3';

/** s3rver's built-in account: it checks every Signature V4 against this secret. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
const bucket = 'fete-files';

describe('S3 storage driver against an S3-compatible server (s3rver)', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  let endpoint: string;
  beforeAll(async () => {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const storage = (overrides: Partial<S3StorageOptions> = {}) =>
    createS3Storage({ endpoint, bucket, ...credentials, ...overrides });

  it('puts, gets and deletes an object, keeping its content type', async () => {
    const s3 = storage();
    const body = Buffer.from('RIFF....WEBPVP8 pixels');
    await s3.put('public/images/abc.webp', body, 'image/webp');
    const got = await s3.get('public/images/abc.webp');
    expect(got?.body.equals(body)).toBe(true);
    expect(got?.contentType).toBe('image/webp');

    await s3.delete('public/images/abc.webp');
    expect(await s3.get('public/images/abc.webp')).toBeNull();
    // Deleting what is already gone is not an error.
    await s3.delete('public/images/abc.webp');
  });

  it('answers null for a missing key', async () => {
    expect(await storage().get('private/resumes/never-stored.pdf')).toBeNull();
  });

  it('serves a public object at its public URL, immutable; a private one has no public URL and is not cached', async () => {
    const s3 = storage();
    await s3.put('public/images/open.webp', Buffer.from('open'), 'image/webp');
    const open = await fetch(s3.publicUrl('public/images/open.webp'));
    expect(open.status).toBe(200);
    expect(await open.text()).toBe('open');
    expect(open.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await s3.put('private/resumes/cv.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(() => s3.publicUrl('private/resumes/cv.pdf')).toThrow(/not a public/);
    const cv = await s3.get('private/resumes/cv.pdf');
    expect(cv?.contentType).toBe('application/pdf');
    expect(cv?.body.toString()).toBe('%PDF-1.4');
    // No cache or CDN on the way may keep a copy of a private file. (s3rver has no bucket policy, so it
    // would answer anonymous reads of private keys too; on S3 the policy opens `public/*` only.)
    const stored = await fetch(`${endpoint}/${bucket}/private/resumes/cv.pdf`, { method: 'HEAD' });
    expect(stored.headers.get('cache-control')).toBe('private, no-store');
  });

  it('reports S3 errors by code, never with the secret', async () => {
    const noBucket = storage({ bucket: 'no-such-bucket' });
    await expect(noBucket.put('public/a.webp', Buffer.from('a'), 'image/webp')).rejects.toThrow(
      'S3 PUT public/a.webp failed: 404 NoSuchBucket',
    );
    const stranger = storage({ accessKeyId: 'AKIDUNKNOWN', secretAccessKey: 'a-secret-to-keep' });
    const error = await stranger.get('public/a.webp').catch((e: Error) => e);
    expect(String(error)).toBe('Error: S3 GET public/a.webp failed: 403 InvalidAccessKeyId');
    expect(String(error)).not.toContain('a-secret-to-keep');
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(storage().put('public/../private/x.pdf', Buffer.from('x'), 'x')).rejects.toThrow(/unsafe/);
    await expect(storage().get('public//x')).rejects.toThrow(/unsafe/);
  });

  it('builds public URLs for public keys only, on a CDN when given one', () => {
    expect(storage().publicUrl('public/images/abc.webp')).toBe(
      `${endpoint}/${bucket}/public/images/abc.webp`,
    );
    const withCdn = storage({ publicBaseUrl: 'https://cdn.example.com/' });
    expect(withCdn.publicUrl('public/images/abc.webp')).toBe(
      'https://cdn.example.com/public/images/abc.webp',
    );
  });
});

describe('S3 storage driver, what goes on the wire', () => {
  interface Recorded {
    method: string;
    url: string;
    headers: http.IncomingHttpHeaders;
  }
  const requests: Recorded[] = [];
  let stall = false;
  // Records requests and answers like S3 would; s3rver cannot stall or show the headers it received.
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method!, url: req.url!, headers: req.headers });
    req.resume();
    req.on('end', () => {
      if (!stall) res.writeHead(200).end();
    });
  });
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('signs the body and every header it sends, as S3 recomputes them', async () => {
    const s3 = createS3Storage({ endpoint: `${endpoint}/s3/`, bucket, ...credentials });
    const body = Buffer.from('%PDF-1.4');
    await s3.put('private/resumes/x.pdf', body, 'application/pdf');
    const put = requests.at(-1)!;
    expect(put.url).toBe(`/s3/${bucket}/private/resumes/x.pdf`);
    expect(put.headers['cache-control']).toBe('private, no-store');
    expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(body).digest('hex'));
    const auth =
      /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/.exec(
        String(put.headers.authorization),
      );
    expect(auth?.[1]).toBe('cache-control;content-type;host;x-amz-content-sha256;x-amz-date');
    // What arrived must still carry a valid signature: recompute it from the wire, as S3 does.
    const signed: Record<string, string> = {};
    for (const name of auth![1]!.split(';')) signed[name] = String(put.headers[name]);
    const again = new AwsV4Signer({
      method: put.method,
      url: `${endpoint}${put.url}`,
      headers: signed,
      ...credentials,
      service: 's3',
      datetime: signed['x-amz-date'],
      allHeaders: true,
    });
    expect((await again.sign()).headers.get('authorization')).toBe(put.headers.authorization);
    expect(s3.publicUrl('public/a.webp')).toBe(`${endpoint}/s3/${bucket}/public/a.webp`);
  });

  it('gives up on a stuck object store after its timeout', async () => {
    stall = true;
    const s3 = createS3Storage({ endpoint, bucket, ...credentials, timeoutMs: 200 });
    await expect(s3.get('public/a.webp')).rejects.toThrow(/timeout|aborted/i);
    stall = false;
  });
});

describe('Signature V4 as the driver signs (allHeaders, body hash in x-amz-content-sha256)', () => {
  it('matches the "GET object" example of the S3 documentation', async () => {
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      service: 's3',
      region: 'us-east-1',
      datetime: '20130524T000000Z',
      allHeaders: true,
    });
    expect((await signer.sign()).headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
