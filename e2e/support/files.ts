import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_LIMITS } from '../../src/shared/constants';

/** A temporary folder for files a journey picks; remove it with `cleanup`. */
export async function tempFolder() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fete-e2e-'));
  return { dir, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
}

/**
 * A small real PNG (96 x 96, carnival red with a gold band along the bottom, 143 bytes) the server accepts and
 * re-encodes. Its bytes, made once with sharp from
 * `<svg width="96" height="96"><rect width="96" height="96" fill="#e11d48"/><rect y="60" width="96" height="36"
 * fill="#facc15"/></svg>` (`png({ palette: true, compressionLevel: 9 })`): a journey's worker loads no image
 * library of its own (libvips' threads beside Playwright's were one suspect of a worker that hung).
 */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAMAAADVRocKAAAABlBMVEXhHUj6zBUMbtimAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAL0lEQVR42u3NMQ0AAAgDsOHfNBb2kHC0BpoAAAAAAMAzc0wgEAgEAoFAIBAIBHWwPMQNgfBj6y8AAAAASUVORK5CYII=',
  'base64',
);

export async function smallPng(dir: string, name = 'avatar.png'): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, SMALL_PNG);
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
