/** The server, people and provider helpers the faces test files share. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { requestAs, signedInForFile } from '../../auth/testing';
import { providers } from '../../db/schema';
import { testServerForFile } from '../../test/harness';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A valid body with the test's tag in the bio, so `q=tag` finds this test's providers only. */
export const body = (tag: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Keisha',
  lastName: 'Baptiste',
  bio: `Carnival glam ${tag}`,
  ...extra,
});

export interface AdminProvider {
  id: string;
  firstName: string;
  rating: number;
  totalRatings: number;
  avatarUrl: string | null;
  services: string[];
  servicePrices: Record<string, number>;
  active: boolean;
  testimonials: { id: string; imageUrl: string; caption: string }[];
}

/**
 * The calling file's test server with an administrator and a member, signed in before its first test
 * (`signedInForFile`); `call` requests as the administrator unless `init` names another cookie.
 */
export function facesTesting() {
  const t = testServerForFile();
  const { admin, member } = signedInForFile(t);
  const call = requestAs(t, admin);

  const create = async (tag: string, extra: Record<string, unknown> = {}) => {
    const res = await call('/api/admin/providers', { method: 'POST', json: body(tag, extra) });
    expect(res.status, res.text).toBe(201);
    return res.data as AdminProvider;
  };

  const providerRow = async (id: string) =>
    (await t.db.select().from(providers).where(eq(providers.id, id)))[0];

  /** The first names the public Faces list shows for a search. */
  const faceNames = async (q: string, cookie?: string) =>
    (await t.request(`/api/providers?q=${q}`, { cookie })).data.items.map(
      (p: { firstName: string }) => p.firstName,
    );

  return { t, admin, member, call, create, providerRow, faceNames };
}
