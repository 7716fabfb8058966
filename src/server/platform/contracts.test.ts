// @module-tag postgres
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../auth/testing';
import {
  createBand,
  createConversation,
  createEvent,
  createMarqetRegistration,
  createProduct,
  createProvider,
  createReceipt,
  createRestaurant,
  createStaffPosition,
} from '../db/factories';
import { testServerForFile } from '../test/harness';

const t = testServerForFile();
let member: SignedIn;
let admin: SignedIn;
const ids: Record<string, string> = {};
beforeAll(async () => {
  member = await newMember(t);
  admin = await signInAdmin(t);
  ids.bands = (await createBand(t.db)).id;
  // Organised by the member: their own event is readable at /api/me/events/:id too.
  ids.events = (await createEvent(t.db, { organizerId: member.userId })).id;
  ids.restaurants = (await createRestaurant(t.db, { ownerId: member.userId })).id;
  ids.providers = (await createProvider(t.db)).id;
  ids.products = (await createProduct(t.db)).id;
  ids['staff-positions'] = (await createStaffPosition(t.db)).id;
  ids.receipts = (await createReceipt(t.db, member.userId)).id;
  // The member's own Marqet registration: theirs at /api/me/marqet-registrations/:id, the back office's too.
  ids['marqet-registrations'] = (await createMarqetRegistration(t.db, member.userId)).id;
  // A conversation is only its participants': the member and the administrator who read it here.
  ids.conversations = (
    await createConversation(t.db, [member.userId, admin.userId], [{ senderId: admin.userId, body: 'Hi!' }])
  ).id;
});

/** The GET routes a client can call with nothing but an id: each answer must parse with its schema. */
function readableRoutes() {
  return t.routes.records.filter(
    (r) => r.method === 'get' && r.response && !r.query && !/:(?!id\b)/.test(r.path),
  );
}

describe('response schemas', () => {
  it('every GET route with a response schema answers a body that parses with it', async () => {
    const routes = readableRoutes();
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      // The list the id belongs to is the segment before it (/api/bands/:id, /api/admin/events/:id,
      // /api/restaurants/:id/manage).
      const parts = route.path.split('/');
      const list = parts[parts.indexOf(':id') - 1] ?? '';
      const path = route.path.replace(':id', ids[list] ?? '');
      for (const who of [undefined, member.cookie, admin.cookie]) {
        if (route.auth !== 'public' && !who) continue;
        if (route.auth === 'admin' && who !== admin.cookie) continue;
        const res = await t.request(path, { cookie: who });
        expect(res.status, path).toBe(200);
        const parsed = route.response!.safeParse(res.data);
        expect(parsed.success, `${path}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it('describes each response schema in the OpenAPI document', async () => {
    const spec = await t.request('/api/openapi.json');
    const band = spec.data.paths['/api/bands/{id}'].get;
    expect(band.responses['200'].content['application/json'].schema.properties).toHaveProperty('can');
    expect(band.responses['404']).toBeDefined();
    const upload = spec.data.paths['/api/uploads'].post;
    expect(upload.responses['201'].content['application/json'].schema.properties).toHaveProperty('upload');
  });
});

describe('detail responses say what the viewer may do', () => {
  it('visitors may not act; members may like and rate; administrators may feature and edit', async () => {
    const visitor = await t.request(`/api/bands/${ids.bands}`);
    expect(visitor.data.can).toEqual({
      like: false,
      feature: false,
      edit: false,
      delete: false,
      rate: false,
    });
    const signedIn = await t.request(`/api/bands/${ids.bands}`, { cookie: member.cookie });
    expect(signedIn.data.can).toEqual({ like: true, feature: false, edit: false, delete: false, rate: true });
    const byAdmin = await t.request(`/api/providers/${ids.providers}`, { cookie: admin.cookie });
    expect(byAdmin.data.can).toEqual({ like: true, feature: true, edit: true, delete: true, rate: true });
  });

  it("a restaurant's owner may edit it, not delete it", async () => {
    const owner = await t.request(`/api/restaurants/${ids.restaurants}`, { cookie: member.cookie });
    expect(owner.data.can).toEqual({ like: true, feature: false, edit: true, delete: false });
    const other = await newMember(t);
    const stranger = await t.request(`/api/restaurants/${ids.restaurants}`, { cookie: other.cookie });
    expect(stranger.data.can.edit).toBe(false);
  });
});

describe('path ids', () => {
  it("a malformed id is the route's own 404, before any handler runs", async () => {
    for (const [path, message] of [
      ['/api/bands/not-a-uuid', 'Band not found'],
      ['/api/events/123', 'Event not found'],
      ['/api/restaurants/%27%20or%201%3D1', 'Restaurant not found'],
      ['/api/providers/x', 'Provider not found'],
    ] as const) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(res.data.error.message).toBe(message);
    }
    const like = await t.request('/api/likes/bands/nope', { method: 'PUT', cookie: member.cookie });
    expect(like.status).toBe(404);
    expect(like.data.error.message).toBe('Band not found');
  });
});
