import { eq } from 'drizzle-orm';
import { createRestaurant } from '../db/factories';
import { users } from '../db/schema';
import type { Executor } from '../db/factories/util';
import { newMember, tinyPhoto, uploadForm, type Caller } from './actors';
import type { TestServer } from './harness';
import type { MatrixRequest, MatrixRow } from './authorization-rows';

/**
 * The kinds of variant row (authorization-variant-rows.ts), each made for a route by one function: a child of
 * another parent, a switched-off item, a chat or directory target nobody may reach, a photo upload's form.
 */

type Make = (db: Executor, parentId: string) => Promise<{ id: string }>;

/**
 * A child of another restaurant named under the owner's own restaurant. Members who own nothing are refused
 * on the parent (403, as for the row's own children); the owner and the administrators find no such child here.
 */
export function foreignRestaurantChild(
  method: string,
  path: (restaurantId: string, childId: string) => string,
  make: Make,
  json?: unknown,
): MatrixRow<{ parent: string; child: string }> {
  return {
    owner: 'owner-and-admin',
    expect: { memberA: 403, memberB: 403, owner: 404, admin: 404 },
    fixture: async ({ t, callers }) => {
      const parent = await createRestaurant(t.db, { ownerId: callers.owner.userId });
      const other = await createRestaurant(t.db);
      return { parent: parent.id, child: (await make(t.db, other.id)).id };
    },
    request: (_ctx, _caller, f) => ({ path: path(f.parent, f.child), method, json }),
  };
}

/** A back-office child of another parent (an event's discount, a provider's testimonial): 404 for the administrators. */
export function foreignAdminChild(
  parent: (db: Executor) => Promise<{ id: string }>,
  make: Make,
  request: (parentId: string, childId: string) => MatrixRequest,
): MatrixRow<{ parent: string; child: string }> {
  return {
    expect: { admin: 404 },
    fixture: async ({ t }) => {
      const owned = await parent(t.db);
      const other = await parent(t.db);
      return { parent: owned.id, child: (await make(t.db, other.id)).id };
    },
    request: (_ctx, _caller, f) => request(f.parent, f.child),
  };
}

/**
 * A switched-off item: nobody but the administrators reaches it through the public routes, members' writes
 * included (decision 0014: every public read leaves it out for everyone but administrators).
 */
export function inactive(
  make: (db: Executor) => Promise<{ id: string }>,
  request: (id: string) => MatrixRequest,
  level: 'public' | 'user',
): MatrixRow<{ id: string }> {
  return {
    expect:
      level === 'public'
        ? { visitor: 404, memberA: 404, memberB: 404, owner: 404 }
        : { memberA: 404, memberB: 404, owner: 404 },
    fixture: ({ t }) => make(t.db),
    request: (_ctx, _caller, item) => request(item.id),
  };
}

/** A member as a chat or directory target: hidden from Fete Nation, suspended, or blocking the caller. */
type Target = 'hidden' | 'suspended' | 'blocking';
async function targetFor(t: TestServer, kind: Target, caller: Caller): Promise<string> {
  const target = await newMember(t);
  if (kind === 'hidden') {
    await t.db.update(users).set({ showInCommunity: false }).where(eq(users.id, target.userId));
  } else if (kind === 'suspended') {
    await t.db
      .update(users)
      .set({ banned: true, banReason: 'Matrix check' })
      .where(eq(users.id, target.userId));
  } else if (caller.userId) {
    const res = await t.request(`/api/chat/blocks/${caller.userId}`, {
      method: 'PUT',
      cookie: target.cookie,
    });
    if (res.status !== 200) throw new Error(`block failed: ${res.status} ${res.text}`);
  }
  return target.userId;
}

/** Nobody who signs in reaches such a target (each caller gets a target of its own). */
function toTarget(kind: Target, request: (id: string) => MatrixRequest): MatrixRow {
  return {
    expect: { memberA: 404, memberB: 404, owner: 404, admin: 404 },
    request: async ({ t }, caller) => request(await targetFor(t, kind, caller)),
  };
}

export const targetRows = (kind: Target, label: string): Record<string, MatrixRow> => ({
  [`POST /api/chat/conversations (${label})`]: toTarget(kind, (id) => ({
    path: '/api/chat/conversations',
    method: 'POST',
    json: { with: id },
  })),
  [`GET /api/members/directory/:member (${label})`]: toTarget(kind, (id) => ({
    path: `/api/members/directory/${id}`,
  })),
});

export const photoUpload = async (purpose: string) =>
  uploadForm(purpose, await tinyPhoto(), 'photo.png', 'image/png');
