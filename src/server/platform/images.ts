import fs from 'node:fs/promises';
import type { Sharp } from 'sharp';

type SharpFunction = typeof import('sharp');
let loadingSharp: Promise<SharpFunction> | undefined;

/**
 * sharp and libvips (~20 MiB of RSS) load with the first image, not with the server: most processes serve
 * lists and pages for a long time before anyone uploads.
 */
export function loadSharp(): Promise<SharpFunction> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a new image: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * Decompression-bomb guard: a small file can declare a huge canvas. 50 megapixels takes a 48 MP phone
 * photo (8064 x 6048) and keeps one decode under ~200 MB.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The image format from the first bytes; the declared type and the file name are never trusted. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const at = (offset: number, signature: number[]) =>
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0x47, 0x49, 0x46, 0x38]) && (at(4, [0x37, 0x61]) || at(4, [0x39, 0x61]))) return 'gif';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

export type ImageErrorReason = 'unsupported' | 'unreadable' | 'too-many-pixels';

export class ImageProcessingError extends Error {
  constructor(
    readonly reason: ImageErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'ImageProcessingError';
  }
}

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

export interface RenditionSizes {
  /** Fitted inside this box, never enlarged. */
  detail: { width: number; height: number };
  /** Cropped to exactly this size; left out, no card is made (a private image is only shown whole). */
  card?: { width: number; height: number };
}

interface Renditions<S extends RenditionSizes> {
  format: ImageFormat;
  detail: Rendition;
  card: S['card'] extends object ? Rendition : Rendition | null;
}

/** The first bytes of a file, enough for sniffImageFormat. */
async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Decode, turn upright by the EXIF orientation, and re-encode as WebP in two sizes (or the detail one alone
 * when no card is asked). Nothing of the
 * original file survives but pixels: sharp drops EXIF, XMP, IPTC and ICC unless told to keep them.
 * Animated GIF and WebP keep their first frame. `input` is the image, or the path of a file holding it
 * (an upload: libvips reads the file itself, so it is never a buffer in this process).
 */
export async function renderWebp<S extends RenditionSizes>(
  input: Buffer | string,
  sizes: S,
): Promise<Renditions<S>> {
  const format = sniffImageFormat(typeof input === 'string' ? await readHead(input) : input);
  if (!format) throw new ImageProcessingError('unsupported', 'not a JPEG, PNG, WebP or GIF image');
  const sharp = await loadSharp();
  try {
    const source = sharp(input, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
      autoOrient: true,
      pages: 1,
    }).timeout({ seconds: 30 });
    const meta = await source.metadata();
    // A polyglot file may start like one format and decode as another: the bytes and the decoder must agree.
    if (meta.format !== format) {
      throw new ImageProcessingError('unsupported', `decoder saw ${meta.format}, bytes say ${format}`);
    }
    if (!meta.width || !meta.height) throw new ImageProcessingError('unreadable', 'image has no size');
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
      throw new ImageProcessingError('too-many-pixels', 'image exceeds the pixel limit');
    }
    // One after the other: two full decodes at once would double the peak memory of a large photo.
    const detail = await encode(
      source.clone().resize({
        width: sizes.detail.width,
        height: sizes.detail.height,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      82,
    );
    const card = sizes.card
      ? await encode(
          source.clone().resize({ width: sizes.card.width, height: sizes.card.height, fit: 'cover' }),
          80,
        )
      : null;
    return { format, detail, card } as Renditions<S>;
  } catch (err) {
    if (err instanceof ImageProcessingError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(message)) {
      throw new ImageProcessingError('too-many-pixels', 'image exceeds the pixel limit');
    }
    throw new ImageProcessingError('unreadable', message);
  }
}

async function encode(pipeline: Sharp, quality: number): Promise<Rendition> {
  const { data, info } = await pipeline.webp({ quality, effort: 4 }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, contentType: 'image/webp' };
}
