import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import type { Context } from 'hono';
import { AppError, messages } from '../../shared/errors';
import type { AppEnv } from '../app-env';

export interface BodyLimit {
  maxBytes: number;
  /** The 413 text ('File too large. Maximum size is 5MB.'). */
  message: string;
}

/** The one file of a form, written to a temporary file as it arrived: never held in memory whole. */
export interface ReceivedFile {
  /** The temporary file; deleted by `ReceivedForm.dispose()`. */
  path: string;
  size: number;
  /** Its first bytes, for recognising the format without reading the file again. */
  head: Buffer;
  /** The name the client gave (untrusted: for a download name at most). */
  name: string;
}

export interface ReceivedForm {
  /** The text fields, each at most `FIELD_BYTES`. */
  fields: Record<string, string>;
  /** The part named `fileField`, if the form had one that carried a file. */
  file: ReceivedFile | null;
  /** Deletes the temporary file; the caller calls it once it is done with the file, whatever happened. */
  dispose(): Promise<void>;
}

export interface MultipartOptions {
  /** The whole body may carry at most this (file, fields and framing); past it, 413 with its message. */
  limit: BodyLimit;
  /** The form field that carries the file. */
  fileField: string;
  /** Where the file is written while it arrives (created if missing, mode 0700). */
  tempDir: string;
}

interface FilePart {
  stream: BusboyFileStream;
  received: ReceivedFile;
  written: Promise<void>;
}

const HEAD_BYTES = 64;
/** Text fields are short (a purpose); a longer one is refused rather than held. */
const FIELD_BYTES = 1024;
const MAX_PARTS = 8;

/**
 * Reads a multipart/form-data body as it streams in (@fastify/busboy, decision 0027): text fields into
 * memory (a few, short), the file part straight to a temporary file with backpressure, so a request holds a few
 * chunks of memory whatever its size. The body is bounded by Content-Length when the client sent one, and in any
 * case by counting the bytes as they arrive (chunked bodies have no length).
 */
export async function readMultipartForm(
  c: Context<AppEnv>,
  options: MultipartOptions,
): Promise<ReceivedForm> {
  const { limit } = options;
  assertMultipart(c, limit);
  const body = c.req.raw.body;
  if (!body) throw notMultipart();

  await prepareTempDir(options.tempDir);
  const fields: Record<string, string> = {};
  /** The file part, once it started arriving. */
  const file: { part: FilePart | null } = { part: null };
  const dispose = async () => {
    if (file.part) await fsp.rm(file.part.received.path, { force: true });
  };

  let seen = 0;
  let exceeded = false;
  let refusal: AppError | null = null;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit.maxBytes) {
        exceeded = true;
        done(new Error('request body over the upload limit'));
      } else done(null, chunk);
    },
  });

  let parser: Writable;
  try {
    parser = Busboy({
      headers: { 'content-type': c.req.header('content-type')! },
      limits: { fieldSize: FIELD_BYTES, parts: MAX_PARTS, files: 1, fileSize: limit.maxBytes },
    });
  } catch {
    // No boundary, or a content type busboy does not take.
    throw notMultipart();
  }
  const refuse = (error: AppError) => {
    refusal ??= error;
    parser.destroy(error);
  };

  parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
    if (valueTruncated) refuse(new AppError('VALIDATION', undefined, { [name]: 'This value is too long' }));
    else fields[name] = value;
  });
  // `files: 1`: this runs once at most; a second file part is refused (filesLimit).
  parser.on('file', (name: string, stream: BusboyFileStream, fileName: string) => {
    if (name !== options.fileField) {
      refuse(notMultipart());
      stream.resume();
      return;
    }
    const received: ReceivedFile = {
      path: path.join(options.tempDir, `${randomUUID()}.part`),
      size: 0,
      head: Buffer.alloc(0),
      name: fileName,
    };
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (received.head.length < HEAD_BYTES) {
          received.head = Buffer.concat([
            received.head,
            chunk.subarray(0, HEAD_BYTES - received.head.length),
          ]);
        }
        received.size += chunk.length;
        done(null, chunk);
      },
    });
    const target = fs.createWriteStream(received.path, { flags: 'wx', mode: 0o600 });
    file.part = { stream, received, written: pipeline(stream, measure, target) };
    // Observed here too, so that a failed write is never an unhandled rejection before it is awaited.
    file.part.written.catch(() => {});
  });
  parser.on('partsLimit', () => refuse(notMultipart()));
  parser.on('filesLimit', () => refuse(notMultipart()));

  try {
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    await pipeline(source, counter, parser);
    const { part } = file;
    if (part) {
      await part.written;
      if (part.stream.truncated) throw new AppError('FILE_TOO_LARGE', limit.message);
    }
    return { fields, file: part?.received ?? null, dispose };
  } catch (err) {
    // The file part may still be open (the body was cut short): end it, let its write settle, delete it.
    const { part } = file;
    if (part) {
      part.stream.destroy();
      await part.written.catch(() => {});
    }
    await dispose();
    if (exceeded) throw new AppError('FILE_TOO_LARGE', limit.message);
    if (refusal) throw refusal;
    if (err instanceof AppError) throw err;
    // The disk, not the client: a failed write of the temporary file is the server's fault.
    if ((err as NodeJS.ErrnoException).syscall) throw err;
    throw notMultipart();
  }
}

function notMultipart(): AppError {
  return new AppError('VALIDATION', messages.uploads.multipartRequired, {
    file: messages.uploads.fileRequired,
  });
}

/** The checks that need no body: the content type, and the declared length against the limit. */
export function assertMultipart(c: Context<AppEnv>, limit: BodyLimit): void {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw notMultipart();
  const declared = c.req.header('content-length');
  if (declared && !c.req.header('transfer-encoding') && Number(declared) > limit.maxBytes) {
    throw new AppError('FILE_TOO_LARGE', limit.message);
  }
}

const prepared = new Map<string, Promise<void>>();
/** An hour is longer than any upload may take (the server's request timeout is 5 minutes). */
const STALE_MS = 60 * 60 * 1000;

/**
 * Creates the folder once per process, and clears what an earlier process left there when it died mid-upload
 * (only files older than an hour: another process may share the folder and be writing its own right now).
 */
function prepareTempDir(dir: string): Promise<void> {
  let ready = prepared.get(dir);
  if (!ready) {
    ready = (async () => {
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
      const now = Date.now();
      for (const entry of await fsp.readdir(dir)) {
        if (!entry.endsWith('.part')) continue;
        const target = path.join(dir, entry);
        const stat = await fsp.stat(target).catch(() => null);
        if (stat && now - stat.mtimeMs > STALE_MS) await fsp.rm(target, { force: true });
      }
    })();
    ready.catch(() => prepared.delete(dir));
    prepared.set(dir, ready);
  }
  return ready;
}
