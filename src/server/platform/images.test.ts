// @module-tag pglite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageProcessingError, MAX_IMAGE_PIXELS, renderWebp, sniffImageFormat } from './images';

const sizes = { detail: { width: 1600, height: 1600 }, card: { width: 640, height: 480 } };
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

/** A PNG whose header claims a canvas of the given size; the pixel data is never reached. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('sniffImageFormat', () => {
  it('recognises the four formats by their bytes and nothing else', async () => {
    expect(sniffImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await solid(4, 4).gif().toBuffer())).toBe('gif');
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageFormat(Buffer.from('GIF8'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('renderWebp', () => {
  it('turns the image upright, strips metadata and makes both sizes', async () => {
    const input = await solid(2400, 1200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const { format, detail, card } = await renderWebp(input, sizes);
    expect(format).toBe('jpeg');
    // Orientation 6 is a quarter turn: the landscape pixels become a portrait photo.
    expect([detail.width, detail.height]).toEqual([800, 1600]);
    expect([card.width, card.height]).toEqual([640, 480]);
    for (const out of [detail, card]) {
      const meta = await sharp(out.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('reads an image from a file (an upload as it landed on disk), and refuses a file that is not one', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-images-'));
    try {
      const photo = path.join(folder, 'photo.part');
      fs.writeFileSync(photo, await solid(900, 600).jpeg().toBuffer());
      const { format, detail, card } = await renderWebp(photo, sizes);
      expect(format).toBe('jpeg');
      expect([detail.width, detail.height, card.width, card.height]).toEqual([900, 600, 640, 480]);
      const text = path.join(folder, 'text.part');
      fs.writeFileSync(text, 'not an image at all');
      const error = await renderWebp(text, sizes).catch((e: unknown) => e);
      expect((error as ImageProcessingError).reason).toBe('unsupported');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('never enlarges the detail size', async () => {
    const { detail } = await renderWebp(await solid(300, 200).png().toBuffer(), sizes);
    expect([detail.width, detail.height]).toEqual([300, 200]);
  });

  it('keeps the first frame of an animated GIF as a still WebP', async () => {
    // Two 40x80 frames stacked in one raw buffer: red, then blue.
    const raw = Buffer.alloc(40 * 160 * 3);
    for (let i = 0; i < 40 * 160; i++) raw.set(i < 40 * 80 ? [255, 0, 0] : [0, 0, 255], i * 3);
    const animated = await sharp(raw, { raw: { width: 40, height: 160, channels: 3, pageHeight: 80 } })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const { detail } = await renderWebp(animated, sizes);
    const meta = await sharp(detail.data).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([40, 80]);
    const { dominant } = await sharp(detail.data).stats();
    expect(dominant.r).toBeGreaterThan(200);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    const error = await renderWebp(pngClaiming(side, side), sizes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageProcessingError);
    expect((error as ImageProcessingError).reason).toBe('too-many-pixels');
  });

  it('calls a file with the right magic but broken data unreadable', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const error = await renderWebp(broken, sizes).catch((e: unknown) => e);
    expect((error as ImageProcessingError).reason).toBe('unreadable');
    const text = await renderWebp(Buffer.from('hello'), sizes).catch((e: unknown) => e);
    expect((text as ImageProcessingError).reason).toBe('unsupported');
  });
});
