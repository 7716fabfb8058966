import {
  createBand,
  createCustomForm,
  createEvent,
  createEventDiscount,
  createEventReport,
  createFeaturedItem,
  createMenuItem,
  createProduct,
  createProvider,
  createRestaurant,
  createRestaurantDiscount,
  createRestaurantPhoto,
  createRidePackage,
  createTestimonial,
} from '../../db/factories';
import { freshAdmin, newMember, uploadAs, type Caller } from '../actors';
import type { TestServer } from '../harness';
import { UNKNOWN_MARKER } from './arbitraries';
import { createDatabaseProbe } from './database-probe';

/**
 * What the schema fuzz sets up on its test server before any request: a member and an administrator to send
 * them, real ids of each kind, valid paths to nested objects, the member whose id an attacker puts in a body,
 * and the database probe.
 */

/** What the fuzz needs of a test server: callers, real ids, and the database probe. */
export async function prepare(t: TestServer) {
  const signedIn = await newMember(t);
  const member: Caller = {
    name: 'memberA',
    cookie: signedIn.cookie,
    userId: signedIn.userId,
    email: signedIn.input.email,
    password: signedIn.input.password,
  };
  const admin = await freshAdmin(t);
  // The member organises the event and owns the restaurant: their own edits are reached too.
  const kinds = {
    bands: (await createBand(t.db)).id,
    events: (await createEvent(t.db, { organizerId: member.userId })).id,
    restaurants: (await createRestaurant(t.db, { ownerId: member.userId })).id,
    providers: (await createProvider(t.db)).id,
    products: (await createProduct(t.db)).id,
    files: await uploadAs(t, member.cookie!, 'resume'),
  };
  const ids = Object.values(kinds);
  const probe = await createDatabaseProbe(t.db, UNKNOWN_MARKER);
  // A member who owns nothing and is never named in a path: its id is what an attacker puts in `ownerId`.
  const bait = (await newMember(t)).userId;
  return { member, admin, ids, probe, bait, validPaths: validPathMakers(t, member, kinds) };
}

type PathMaker = () => Promise<Record<string, string>>;

/**
 * Routes whose path names an object inside another (a restaurant's menu item) or an object of a kind the
 * shared ids do not hold: each run may take a fresh, valid pair made for it, so the nested write is reached
 * (a random child id under a real parent only ever meets 404). The member owns the restaurants; the
 * administrator reaches the rest.
 */
function validPathMakers(
  t: TestServer,
  member: Caller,
  kinds: Record<string, string>,
): (path: string) => PathMaker | undefined {
  const db = t.db;
  const restaurant = () => createRestaurant(db, { ownerId: member.userId });
  const child =
    (make: (db: TestServer['db'], id: string) => Promise<{ id: string }>, param: string) => async () => {
      const r = await restaurant();
      return { id: r.id, [param]: (await make(db, r.id)).id };
    };
  const eventChild = async () => {
    const e = await createEvent(db);
    return { id: e.id, discountId: (await createEventDiscount(db, e.id)).id };
  };
  const rideWithForm = async () => {
    const ride = await createRidePackage(db);
    await createCustomForm(db, 'ride', ride.id);
    return { type: 'ride', id: ride.id };
  };
  const aMember = async () => ({ member: (await newMember(t)).userId });
  const nested: Record<string, PathMaker> = {
    '/api/restaurants/:id/menu-items/:itemId': child(createMenuItem, 'itemId'),
    '/api/restaurants/:id/photos/:photoId': child(createRestaurantPhoto, 'photoId'),
    '/api/restaurants/:id/photos/:photoId/move': child(createRestaurantPhoto, 'photoId'),
    '/api/restaurants/:id/discounts/:discountId': child(createRestaurantDiscount, 'discountId'),
    '/api/admin/events/:id/discounts/:discountId': eventChild,
    '/api/admin/events/:id/reports/:reportId/dismiss': async () => {
      const e = await createEvent(db);
      return { id: e.id, reportId: (await createEventReport(db, e.id, member.userId!)).id };
    },
    '/api/admin/providers/:id/testimonials/:testimonialId': async () => {
      const p = await createProvider(db);
      return { id: p.id, testimonialId: (await createTestimonial(db, p.id)).id };
    },
    '/api/admin/featured/:type/:id/move': async () => {
      const band = await createBand(db);
      await createFeaturedItem(db, 'band', band.id);
      return { type: 'band', id: band.id };
    },
    '/api/admin/form-targets/:type/:id': rideWithForm,
    '/api/forms/:type/:id/submissions': rideWithForm,
    '/api/admin/users/:member/role': aMember,
    '/api/admin/users/:member/membership': aMember,
    '/api/admin/users/:member/suspend': aMember,
  };
  // Any other `:id` of a listing names an object of that listing's kind (a random one of the six is 404).
  const ofKind =
    /^\/api\/(?:admin\/|likes\/|members\/me\/)?(events|bands|restaurants|providers|products|files)\/:id(?:\/|$)/;
  return (path) => {
    if (nested[path]) return nested[path];
    const kind = ofKind.exec(path)?.[1];
    return kind && [...path.matchAll(/:/g)].length === 1 ? async () => ({ id: kinds[kind]! }) : undefined;
  };
}
