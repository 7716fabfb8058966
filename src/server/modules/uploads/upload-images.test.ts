// @module-tag postgres
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { photo, uploadClient, type Member } from './upload-client';

/** Images: re-encoded to WebP in a detail and a card size, upright, without their metadata. */
const t = testServerForFile();
const { newMember, stored, fetchBytes } = uploadClient(() => t);

describe('POST /api/uploads: images', () => {
  let member: Member;
  beforeAll(async () => {
    member = await newMember();
  });

  it('re-encodes a JPEG to WebP in two sizes with its EXIF stripped', async () => {
    const jpeg = await photo(2000, 1200)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const u = await stored(member.cookie, {
      purpose: 'image',
      file: jpeg,
      name: '../../etc/passwd.jpg',
      type: 'text/plain',
    });
    expect(u).toMatchObject({
      purpose: 'image',
      contentType: 'image/webp',
      width: 1600,
      height: 960,
    });
    expect(u.url).toBe(`/uploads/images/${u.id}.webp`);
    expect(u.cardUrl).toBe(`/uploads/images/${u.id}-card.webp`);

    const detail = await fetchBytes(u.url);
    expect(detail.res.status).toBe(200);
    expect(detail.res.headers.get('content-type')).toBe('image/webp');
    expect(detail.body.length).toBe(u.sizeBytes);
    const detailMeta = await sharp(detail.body).metadata();
    expect(detailMeta).toMatchObject({ format: 'webp', width: 1600, height: 960 });
    expect(detailMeta.exif).toBeUndefined();
    expect(detail.body.includes('secret')).toBe(false);

    const card = await fetchBytes(u.cardUrl);
    expect(card.res.status).toBe(200);
    const cardMeta = await sharp(card.body).metadata();
    expect(cardMeta).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(cardMeta.exif).toBeUndefined();

    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, u.id));
    expect(row).toMatchObject({
      ownerId: member.id,
      visibility: 'public',
      storageKey: `public/images/${u.id}.webp`,
      cardKey: `public/images/${u.id}-card.webp`,
      originalName: 'passwd.jpg',
    });
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const sideways = await photo(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = await stored(member.cookie, { purpose: 'image', file: sideways, name: 'p.jpg' });
    expect([upright.width, upright.height]).toEqual([200, 400]);
  });

  it.each([
    ['PNG', () => photo(300, 200).png().toBuffer()],
    ['WebP', () => photo(300, 200).webp().toBuffer()],
    ['GIF', () => photo(300, 200).gif().toBuffer()],
  ])('accepts a %s', async (_label, make) => {
    const image = await stored(member.cookie, { purpose: 'marqet', file: await make(), name: 'x.bin' });
    expect(image).toMatchObject({ contentType: 'image/webp', width: 300, height: 200 });
    for (const url of [image.url, image.cardUrl]) {
      const { res: file, body } = await fetchBytes(url);
      expect(file.status).toBe(200);
      expect((await sharp(body).metadata()).format).toBe('webp');
    }
  });

  it('makes a square card for avatars', async () => {
    const avatar = await stored(member.cookie, {
      purpose: 'avatar',
      file: await photo(900, 600).png().toBuffer(),
    });
    const { body } = await fetchBytes(avatar.cardUrl);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
  });

  it('describes the multipart body in the API description', async () => {
    const spec = await t.request('/api/openapi.json');
    const post = spec.data.paths['/api/uploads'].post;
    expect(post['x-auth']).toBe('user');
    expect(post.requestBody.content['multipart/form-data'].schema.properties.purpose.enum).toEqual([
      'avatar',
      'image',
      'marqet',
      'resume',
      'receipt',
    ]);
    expect(spec.data.paths['/api/files/{id}'].get['x-auth']).toBe('public');
  });
});
