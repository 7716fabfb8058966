// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import { signInAdmin, type SignedIn } from '../../auth/testing';
import { heroSlides, packages } from '../../db/schema';
import { uploadImageUrlAs } from '../../test/actors';
import { testServerForFile } from '../../test/harness';
import { admin, refusal } from './resource-kit-testing';
import { resourceService } from './service';
import { validationError } from '../../test/errors';

/**
 * What the moved managers do not reach (the rest: resource-kit.test.ts): image rules of a resource's own, an
 * answer that reads, and a list numbered from 1 and locked by its rows, written by a partial body.
 */
const t = testServerForFile();

/**
 * Image rules of its own (a shop upload, its own refusal, an update that may leave the field out) and an
 * answer that reads more than the row, in the write's transaction, knowing who asked.
 */
const slideBody = z.object({
  title: z.string(),
  mobileImageUrl: z.string().nullable().optional(),
  active: z.boolean().optional(),
});
const withRules = resourceService({
  kind: 'kit_slides',
  table: heroSlides,
  columns: { id: heroSlides.id, title: heroSlides.title, mobileImageUrl: heroSlides.mobileImageUrl },
  body: slideBody,
  policy: { edit: (viewer) => viewer?.role === 'admin' },
  notFound: 'Kit slide not found',
  images: ['mobileImageUrl'],
  imageRefused: 'Kit: upload again',
  imageRules: { use: 'marqet-image', leftOutKeeps: true },
  values: (input) => ({ title: input.title, imageUrl: '/kit.png' }),
  answer: async (row, _now, { db, actor }) => {
    const [read] = await db
      .select({ title: heroSlides.title })
      .from(heroSlides)
      .where(eq(heroSlides.id, row.id));
    return { ...row, readAgain: read?.title, by: actor.id };
  },
});

describe('image rules and an answer that reads', () => {
  let owner: SignedIn;
  let actor: Actor;
  beforeAll(async () => {
    owner = await signInAdmin(t);
    actor = { id: owner.userId, role: 'admin' } as Actor;
  });

  it('answers from a read in the write (the new row is there) and says who asked', async () => {
    const created = await withRules.create(t.deps, actor, { title: 'Kit read' });
    expect(created).toEqual({
      id: expect.any(String),
      title: 'Kit read',
      mobileImageUrl: null,
      readAgain: 'Kit read',
      by: owner.userId,
    });
    const listed = (await withRules.list(t.deps, actor)).items.find((s) => s.id === created.id);
    expect(listed).toMatchObject({ readAgain: 'Kit read', by: owner.userId });
  });

  it('claims its own upload use, refuses with its own text, keeps a left-out image, removes it with null', async () => {
    const { id } = await withRules.create(t.deps, actor, { title: 'Kit image' });
    const shop = await uploadImageUrlAs(t, owner.cookie, 'marqet');
    expect(await withRules.update(t.deps, actor, id, { title: 'a', mobileImageUrl: shop })).toMatchObject({
      mobileImageUrl: shop,
    });
    const listing = await uploadImageUrlAs(t, owner.cookie, 'image');
    const refused = await withRules
      .update(t.deps, actor, id, { title: 'b', mobileImageUrl: listing })
      .catch((e: unknown) => e as AppError);
    expect(refused).toMatchObject(validationError('Kit: upload again', 'mobileImageUrl'));
    expect(await withRules.update(t.deps, actor, id, { title: 'c' })).toMatchObject({
      title: 'c',
      mobileImageUrl: shop,
    });
    expect(await withRules.update(t.deps, actor, id, { title: 'd', mobileImageUrl: null })).toMatchObject({
      title: 'd',
      mobileImageUrl: null,
    });
  });
});

const numbered = resourceService({
  kind: 'kit_packages',
  table: packages,
  columns: {
    id: packages.id,
    title: packages.title,
    sortOrder: packages.sortOrder,
    updatedAt: packages.updatedAt,
  },
  body: z.strictObject({ title: z.string().optional(), active: z.boolean().optional() }),
  policy: { edit: (viewer) => viewer?.role === 'admin' },
  notFound: 'Kit package not found',
  values: (input) => ({ title: input.title }),
  answer: (row) => row,
  // No advisory key: the list's rows are locked.
  order: { sortOrder: packages.sortOrder, createdAt: packages.createdAt, first: 1 },
});

describe('a list numbered from 1, locked by its rows', () => {
  it('gives a new item the list length plus 1 and renumbers 1..n on a move', async () => {
    const deps = t.deps;
    const numbers = (items: { title: string; sortOrder: number }[]) =>
      items.map((item) => `${item.title}${item.sortOrder}`);
    const listed = async () => numbers((await numbered.list(deps, admin)).items);
    const a = await numbered.create(deps, admin, { title: 'A' });
    await numbered.create(deps, admin, { title: 'B' });
    const c = await numbered.create(deps, admin, { title: 'C' });
    expect(await listed()).toEqual(['A1', 'B2', 'C3']);
    expect(numbers((await numbered.move(deps, admin, c.id, { direction: 'up' })).items)).toEqual([
      'A1',
      'C2',
      'B3',
    ]);
    // The length plus 1, as the spec numbers packages: after a delete that can tie with the last.
    await numbered.remove(deps, admin, a.id);
    const d = await numbered.create(deps, admin, { title: 'D' });
    expect(await listed()).toEqual(['C2', 'B3', 'D3']);
    expect(numbers((await numbered.move(deps, admin, d.id, { direction: 'up' })).items)).toEqual([
      'C1',
      'D2',
      'B3',
    ]);
    // At either end nothing moves, and the list is numbered 1..n all the same.
    expect(numbers((await numbered.move(deps, admin, c.id, { direction: 'up' })).items)).toEqual([
      'C1',
      'D2',
      'B3',
    ]);
  });

  it('writes nothing for a partial body that names no field, and answers the item as it is', async () => {
    const item = await numbered.create(t.deps, admin, { title: 'Untouched' });
    expect(await numbered.update(t.deps, admin, item.id, {})).toEqual(item);
    const [row] = await t.db
      .select({ updatedAt: packages.updatedAt })
      .from(packages)
      .where(eq(packages.id, item.id));
    expect(row?.updatedAt).toEqual(item.updatedAt);
    const renamed = await numbered.update(t.deps, admin, item.id, { title: 'Renamed' });
    expect(renamed).toMatchObject({ id: item.id, title: 'Renamed', sortOrder: item.sortOrder });
    expect(await refusal(numbered.update(t.deps, admin, randomUUID(), {}))).toEqual({
      code: 'NOT_FOUND',
      message: 'Kit package not found',
    });
  });
});
