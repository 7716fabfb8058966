// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partnerInputSchema } from '../../../shared/domains/home-admin';
import { AppError } from '../../../shared/errors';
import { createHeroSlide, createPartner } from '../../db/factories';
import { heroSlides, partners } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { admin, member, refusal } from './resource-kit-testing';
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
 * and what goes with a row undone when the row is not there (image rules of its own and numbered lists:
 * resource-kit-lists.test.ts).
 */
const t = testServerForFile();
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
