import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_LIMITS } from '../../src/shared/constants';

/** A temporary folder for files a journey picks; remove it with `cleanup`. */
export async function tempFolder() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fete-e2e-'));
  return { dir, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
}

/** A small real PNG (a carnival-red square with a gold band) the server accepts and re-encodes. */
export async function smallPng(dir: string, name = 'avatar.png'): Promise<string> {
  const file = path.join(dir, name);
  const band = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#e11d48"/><rect y="60" width="96" height="36" fill="#facc15"/></svg>',
  );
  await sharp(band).png().toFile(file);
  return file;
}

/** An "image" one byte over the avatar limit (sparse, so it costs no disk). */
export async function oversizedImage(dir: string, name = 'huge-photo.png'): Promise<string> {
  const file = path.join(dir, name);
  const handle = await fs.open(file, 'w');
  await handle.truncate(UPLOAD_LIMITS.image + 1);
  await handle.close();
  return file;
}

export async function textFile(dir: string, name = 'notes.txt'): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, 'Not a picture: just carnival notes.\n');
  return file;
}
