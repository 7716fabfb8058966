import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_SHA256, createS3Storage, signatureParts, type SignRequestInput } from './storage-s3';

const example = {
  region: 'us-east-1',
  service: 's3',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  date: new Date('2013-05-24T00:00:00Z'),
};

describe('Signature V4 against the examples in the S3 documentation', () => {
  it('signs "GET object" (Range bytes=0-9 of examplebucket/test.txt)', () => {
    const parts = signatureParts({
      ...example,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_SHA256,
    });
    expect(parts.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_PAYLOAD_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_PAYLOAD_SHA256,
      ].join('\n'),
    );
    expect(parts.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
    expect(parts.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(parts.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs "PUT object" (an encoded key, a body, extra x-amz header)', () => {
    const body = 'Welcome to Amazon S3.';
    const parts = signatureParts({
      ...example,
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      payloadHash: createHash('sha256').update(body).digest('hex'),
    });
    expect(parts.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('signs "GET bucket lifecycle" and "list objects" (canonical query strings)', () => {
    const lifecycle = signatureParts({
      ...example,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?lifecycle'),
      headers: {},
      payloadHash: EMPTY_PAYLOAD_SHA256,
    });
    expect(lifecycle.signature).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
    const list = signatureParts({
      ...example,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
      headers: {},
      payloadHash: EMPTY_PAYLOAD_SHA256,
    });
    expect(list.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A tiny S3 stand-in: records every request, checks its signature, keeps objects in a map. */
function startFakeS3(secret: string) {
  const requests: Recorded[] = [];
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  let forcedStatus: number | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const recorded = { method: req.method!, url: req.url!, headers: req.headers, body };
      requests.push(recorded);
      if (forcedStatus) {
        res.writeHead(forcedStatus, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>no</Message></Error>');
        return;
      }
      if (!signatureValid(recorded, secret)) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = decodeURIComponent(req.url!);
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code></Error>');
        } else {
          res.writeHead(200, { 'content-type': object.contentType }).end(object.body);
        }
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return {
    requests,
    objects,
    failWith(status: number | null) {
      forcedStatus = status;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Recompute the signature from what arrived on the wire, as S3 does. */
function signatureValid(req: Recorded, secret: string): boolean {
  const auth = String(req.headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return false;
  const [, accessKeyId, , region, signedHeaders, signature] = match;
  const amzDate = String(req.headers['x-amz-date']);
  const date = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(';')) {
    if (!['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
      headers[name] = String(req.headers[name]);
  }
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== createHash('sha256').update(req.body).digest('hex')) return false;
  const input: SignRequestInput = {
    method: req.method,
    url: new URL(`http://${req.headers.host}${req.url}`),
    headers,
    payloadHash,
    region: region!,
    service: 's3',
    accessKeyId: accessKeyId!,
    secretAccessKey: secret,
    date,
  };
  return signatureParts(input).signature === signature;
}

describe('S3 storage driver against an in-process server', () => {
  const secret = 'test-secret-key';
  const fake = startFakeS3(secret);
  let endpoint: string;
  beforeAll(async () => {
    endpoint = await fake.listen();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.failWith(null);
  });

  const storage = () =>
    createS3Storage({
      endpoint,
      bucket: 'fete-files',
      region: 'eu-west-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: secret,
    });

  it('puts, gets and deletes objects path-style with valid signatures', async () => {
    const s3 = storage();
    const body = Buffer.from('webp bytes');
    await s3.put('public/images/abc.webp', body, 'image/webp');
    const put = fake.requests[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/fete-files/public/images/abc.webp');
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers['content-length']).toBe(String(body.length));
    expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(body).digest('hex'));
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(put.body.equals(body)).toBe(true);

    const got = await s3.get('public/images/abc.webp');
    expect(got?.body.equals(body)).toBe(true);
    expect(got?.contentType).toBe('image/webp');
    expect(fake.requests[1]!.headers['x-amz-content-sha256']).toBe(EMPTY_PAYLOAD_SHA256);

    await s3.delete('public/images/abc.webp');
    expect(fake.requests[2]!.method).toBe('DELETE');
    expect(await s3.get('public/images/abc.webp')).toBeNull();
    // Deleting what is already gone is not an error.
    await s3.delete('public/images/abc.webp');
  });

  it('marks private objects as not cacheable', async () => {
    await storage().put('private/resumes/x.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(fake.requests[0]!.headers['cache-control']).toBe('private, no-store');
  });

  it('reports S3 errors by code and refuses unsafe keys before any request', async () => {
    fake.failWith(403);
    await expect(storage().get('public/images/abc.webp')).rejects.toThrow(
      'S3 GET public/images/abc.webp failed: 403 AccessDenied',
    );
    await expect(storage().put('public/../private/x.pdf', Buffer.from('x'), 'x')).rejects.toThrow(/unsafe/);
    expect(fake.requests).toHaveLength(1);
  });

  it('builds public URLs for public keys only', () => {
    expect(storage().publicUrl('public/images/abc.webp')).toBe(
      `${endpoint}/fete-files/public/images/abc.webp`,
    );
    expect(() => storage().publicUrl('private/resumes/x.pdf')).toThrow(/not a public/);
    const withCdn = createS3Storage({
      endpoint,
      bucket: 'fete-files',
      region: 'eu-west-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: secret,
      publicBaseUrl: 'https://cdn.example.com/',
    });
    expect(withCdn.publicUrl('public/images/abc.webp')).toBe(
      'https://cdn.example.com/public/images/abc.webp',
    );
  });

  it('keeps a path prefix of the endpoint', async () => {
    const s3 = createS3Storage({
      endpoint: `${endpoint}/s3/`,
      bucket: 'fete-files',
      region: 'eu-west-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: secret,
    });
    await s3.put('public/a.webp', Buffer.from('a'), 'image/webp');
    expect(fake.requests[0]!.url).toBe('/s3/fete-files/public/a.webp');
    expect(s3.publicUrl('public/a.webp')).toBe(`${endpoint}/s3/fete-files/public/a.webp`);
  });
});
