// @module-tag pglite
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/errors';
import { newMember } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';
import { UPLOAD_ADMISSION } from './admission';
import { encodedForm } from './upload-client';
import { IMAGE_WORK, imageWork } from './image-work';

/** The image step, slowed: it holds until the test opens the gate, and records how many run at once. */
const slow = vi.hoisted(() => {
  const state = { running: 0, peak: 0, open: () => {}, gate: Promise.resolve() };
  state.gate = new Promise<void>((resolve) => (state.open = resolve));
  return state;
});

vi.mock('../../platform/images', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../platform/images')>();
  return {
    ...real,
    renderWebp: async (...args: Parameters<typeof real.renderWebp>) => {
      slow.running++;
      slow.peak = Math.max(slow.peak, slow.running);
      try {
        await slow.gate;
        return await real.renderWebp(...args);
      } finally {
        slow.running--;
      }
    },
  };
});

const t = testServerForFile();

describe('concurrent image uploads', () => {
  it('never decode more than the cap at once, and past the queue answer 503 with Retry-After', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fa0' } })
      .png()
      .toBuffer();
    const extra = 3;
    const total = IMAGE_WORK.concurrency + IMAGE_WORK.maxQueue + extra;
    // Many members, each within their own two uploads at once: only the image queue bounds them here.
    const members = await Promise.all(
      Array.from({ length: Math.ceil(total / UPLOAD_ADMISSION.perMember) }, () => newMember(t)),
    );
    const form = new FormData();
    form.append('purpose', 'image');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    // With its length, as browsers send it: each takes its size of the process's upload budget, no more.
    const { body, headers } = await encodedForm(form);
    const send = (cookie: string) =>
      t.request('/api/uploads?purpose=image', { method: 'POST', body, headers, cookie });

    const answers: Awaited<ReturnType<typeof send>>[] = [];
    const all = Array.from({ length: total }, (_, i) =>
      send(members[i % members.length]!.cookie).then((res) => (answers.push(res), res)),
    );

    // The ones over the bound are answered while the others are still held at the gate.
    await vi.waitFor(() => expect(answers).toHaveLength(extra), { timeout: 10_000 });
    expect(slow.running).toBe(IMAGE_WORK.concurrency);
    expect(imageWork.waiting).toBe(IMAGE_WORK.maxQueue);
    for (const busy of answers) {
      expect(busy.status).toBe(503);
      expect(busy.data.error.message).toBe(messages.uploads.busy);
      expect(busy.headers.get('retry-after')).toBe(String(IMAGE_WORK.retryAfterSeconds));
    }

    // An image while the queue is full: refused before the body is read (this one never ends).
    const newcomer = await newMember(t);
    const endless = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
    const early = await t.app.request('/api/uploads?purpose=image', {
      method: 'POST',
      body: endless,
      duplex: 'half',
      headers: {
        cookie: newcomer.cookie,
        origin: t.config.publicUrl,
        'content-type': 'multipart/form-data; boundary=x',
      },
    } as RequestInit);
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe(String(IMAGE_WORK.retryAfterSeconds));

    slow.open();
    const statuses = (await Promise.all(all)).map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(total - extra);
    expect(slow.peak).toBe(IMAGE_WORK.concurrency);
    expect([imageWork.active, imageWork.waiting]).toEqual([0, 0]);
  });
});
