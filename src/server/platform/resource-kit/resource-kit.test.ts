// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { partnerInputSchema } from '../../../shared/domains/home-admin';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import { signInAdmin, type SignedIn } from '../../auth/testing';
import { createHeroSlide, createPartner } from '../../db/factories';
import { heroSlides, packages, partners } from '../../db/schema';
import { uploadImageUrlAs } from '../../test/actors';
import { testServerForFile } from '../../test/harness';
import { resourceService } from './service';

const checked = resourceService({
  kind: 'kit_partners',
  table: partners,
  columns: { id: partners.id, name: partners.name, logoUrl: partners.logoUrl },
  body: partnerInputSchema,
  policy: { edit: (viewer) => viewer?.role === 'admin' },
  notFound: 'Kit partner not found',
  images: ['logoUrl'],
  imageRefused: 'Kit: please upload the logo again',
  // Stands for a unique name: refused against the other rows, the row itself aside.
  check: async (tx, input, id) => {
    const [taken] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.name, input.name));
    if (taken && taken.id !== id) throw new AppError('VALIDATION', 'Kit: taken', { name: 'Kit: taken' });
  },
  values: (input) => ({ name: input.name }),
  answer: (row) => row,
});

/**
 * What the moved managers do not reach: a resource without order and without a read of its own (its list
 * by id, no move), a delete rule of its own, a check against the other rows and an image refusal's text,
 * what goes with a row undone when the row is not there, and a list numbered from 1 and locked by its rows,
 * written by a partial body.
 */
const t = testServerForFile();
const admin = { id: randomUUID(), role: 'admin' } as Actor;
const member = { id: randomUUID(), role: 'user' } as Actor;
const partnerName = (name: string) => `Kit ${name}`;

const plain = resourceService({
  kind: 'kit_partners',
  table: partners,
  columns: { id: partners.id, name: partners.name, active: partners.active },
  body: partnerInputSchema,
  policy: { edit: (viewer) => viewer?.role === 'admin', delete: () => false },
  notFound: 'Kit partner not found',
  values: (input) => ({ name: partnerName(input.name), logoUrl: '/kit.png' }),
  answer: (row) => ({ ...row, shown: row.active }),
});

const withCleanUp = resourceService({
  kind: 'kit_partners',
  table: partners,
  columns: { id: partners.id },
  body: partnerInputSchema,
  policy: { edit: (viewer) => viewer?.role === 'admin' },
  notFound: 'Kit partner not found',
  values: () => ({}),
  answer: (row) => row,
  // Stands for a catalogue item's featured row: a write in the delete's transaction.
  deleteWith: async (tx) => {
    await tx.delete(heroSlides).where(eq(heroSlides.title, 'Goes with the partner'));
  },
});

const refusal = async (promise: Promise<unknown>) => {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return { code: (err as AppError).code, message: (err as AppError).message };
};

describe('a resource without order', () => {
  it('lists by id, creates, updates and switches from the written row; no move', async () => {
    const deps = t.deps;
    const created = await plain.create(
      deps,
      admin,
      partnerInputSchema.parse({ name: 'A', logoUrl: '/a.png' }),
    );
    expect(created).toEqual({ id: expect.any(String), name: 'Kit A', active: true, shown: true });
    const hidden = await plain.create(
      deps,
      admin,
      partnerInputSchema.parse({ name: 'B', logoUrl: '/b.png', active: false }),
    );
    expect(hidden).toMatchObject({ name: 'Kit B', active: false, shown: false });
    const listed = (await plain.list(deps, admin)).items.filter((p) => p.name.startsWith('Kit '));
    expect(listed.map((p) => p.id)).toEqual([created.id, hidden.id].sort());

    const renamed = await plain.update(
      deps,
      admin,
      created.id,
      partnerInputSchema.parse({ name: 'C', logoUrl: '/c.png' }),
    );
    expect(renamed).toEqual({ id: created.id, name: 'Kit C', active: true, shown: true });
    expect(await plain.setActive(deps, admin, created.id, { active: false })).toMatchObject({ shown: false });
    expect(await refusal(plain.setActive(deps, admin, randomUUID(), { active: true }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Kit partner not found',
    });
    await expect(plain.move(deps, admin, created.id, { direction: 'up' })).rejects.toThrow(
      'kit_partners is not an ordered list',
    );
  });

  it('asks the edit rule for every call and the delete rule for the delete', async () => {
    const row = await createPartner(t.db, { name: 'Kept' });
    expect((await refusal(plain.list(t.deps, member))).code).toBe('FORBIDDEN');
    expect((await refusal(plain.update(t.deps, member, row.id, { name: 'x', logoUrl: '/x.png' }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await refusal(plain.remove(t.deps, admin, row.id))).code).toBe('FORBIDDEN');
    expect(await t.db.select({ name: partners.name }).from(partners).where(eq(partners.id, row.id))).toEqual([
      { name: 'Kept' },
    ]);
  });
});

describe('a check against the other rows, and an image refused', () => {
  it('refuses before the images are claimed, in create and update; the refused image has its own text', async () => {
    const kept = await createPartner(t.db, { name: 'Kit unique' });
    const other = await createPartner(t.db, { name: 'Kit other' });
    const fields = async (promise: Promise<unknown>) => {
      const err = await promise.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      return (err as AppError).fields;
    };
    // The name is checked first: the refused logo is not reached.
    const body = { name: 'Kit unique', logoUrl: 'https://tracker.example/logo.png' };
    expect(await fields(checked.create(t.deps, admin, body))).toEqual({ name: 'Kit: taken' });
    expect(await fields(checked.update(t.deps, admin, other.id, body))).toEqual({ name: 'Kit: taken' });
    // Its own name is not taken by itself; the logo is then refused with the definition's text.
    expect(await fields(checked.update(t.deps, admin, kept.id, body))).toEqual({
      logoUrl: 'Kit: please upload the logo again',
    });
    expect(await fields(checked.create(t.deps, admin, { ...body, name: 'Kit new' }))).toEqual({
      logoUrl: 'Kit: please upload the logo again',
    });
    const names = await t.db
      .select({ name: partners.name })
      .from(partners)
      .where(eq(partners.name, 'Kit new'));
    expect(names).toEqual([]);
  });
});

describe('what goes with a deleted row', () => {
  it('is undone when the row is not there, and gone with it when it is', async () => {
    await createHeroSlide(t.db, { title: 'Goes with the partner' });
    const slides = () =>
      t.db
        .select({ id: heroSlides.id })
        .from(heroSlides)
        .where(eq(heroSlides.title, 'Goes with the partner'));
    expect(await refusal(withCleanUp.remove(t.deps, admin, randomUUID()))).toEqual({
      code: 'NOT_FOUND',
      message: 'Kit partner not found',
    });
    expect(await slides()).toHaveLength(1);
    const row = await createPartner(t.db);
    expect(await withCleanUp.remove(t.deps, admin, row.id)).toEqual({ id: row.id, deleted: true });
    expect(await slides()).toEqual([]);
    expect(await t.db.select().from(partners).where(eq(partners.id, row.id))).toEqual([]);
  });
});

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
    expect(refused).toMatchObject({
      code: 'VALIDATION',
      message: 'Kit: upload again',
      fields: { mobileImageUrl: 'Kit: upload again' },
    });
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
