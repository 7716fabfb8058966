// @module-tag pglite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertSafeKey, createLocalStorage } from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  const storage = createLocalStorage(root);

  it('stores, reads and deletes a file, leaving no temporary file behind', async () => {
    await storage.put('public/images/a.webp', Buffer.from('pixels'), 'image/webp');
    const file = await storage.get('public/images/a.webp');
    expect(file?.body.toString()).toBe('pixels');
    expect(file?.contentType).toBe('image/webp');
    expect(fs.readdirSync(path.join(root, 'public/images'))).toEqual(['a.webp']);
    await storage.delete('public/images/a.webp');
    expect(await storage.get('public/images/a.webp')).toBeNull();
    await storage.delete('public/images/a.webp');
  });

  it('keeps private files readable by the process only', async () => {
    await storage.put('private/resumes/r.pdf', Buffer.from('%PDF-'), 'application/pdf');
    const mode = fs.statSync(path.join(root, 'private/resumes/r.pdf')).mode & 0o777;
    expect(mode).toBe(0o600);
    expect((await storage.get('private/resumes/r.pdf'))?.contentType).toBe('application/pdf');
  });

  it('answers null for a folder or a missing file', async () => {
    expect(await storage.get('public/images')).toBeNull();
    expect(await storage.get('public/nothing/here.webp')).toBeNull();
  });

  it('refuses keys that could leave the upload folder', async () => {
    for (const key of [
      '../etc/passwd',
      'public/../private/r.pdf',
      '/etc/passwd',
      'public//x',
      'public/x/',
      'public\\..\\x',
      'public/%2e%2e/x',
      '',
    ]) {
      expect(() => assertSafeKey(key), key).toThrow(/unsafe/);
      await expect(storage.get(key)).rejects.toThrow(/unsafe/);
    }
  });

  it('gives public URLs for public keys only', () => {
    expect(storage.publicUrl('public/images/a.webp')).toBe('/uploads/images/a.webp');
    expect(() => storage.publicUrl('private/resumes/r.pdf')).toThrow(/not a public/);
  });
});
