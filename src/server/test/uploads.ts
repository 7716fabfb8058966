import { randomUUID } from 'node:crypto';
import { uploads } from '../db/schema';
import type { TestServer } from './harness';

/** Helpers of test files about uploads' lives; only test files import this. */

/**
 * An upload row with its files in storage, as POST /api/uploads leaves them: a public one with its card file
 * and public URL, a private one with neither.
 */
export async function storedUpload(
  t: TestServer,
  ownerId: string | null,
  purpose = 'avatar',
  visibility = 'public',
) {
  const id = randomUUID();
  const folder = visibility === 'public' ? 'public/images' : 'private/resumes';
  const storageKey = `${folder}/${id}.webp`;
  const cardKey = visibility === 'public' ? `${folder}/${id}-card.webp` : null;
  await t.deps.storage.put(storageKey, Buffer.from('detail'), 'image/webp');
  if (cardKey) await t.deps.storage.put(cardKey, Buffer.from('card'), 'image/webp');
  await t.db.insert(uploads).values({
    id,
    ownerId,
    purpose,
    visibility,
    storageKey,
    cardKey,
    contentType: 'image/webp',
    sizeBytes: 6,
  });
  return {
    id,
    storageKey,
    cardKey,
    url: visibility === 'public' ? t.deps.storage.publicUrl(storageKey) : null,
  };
}
