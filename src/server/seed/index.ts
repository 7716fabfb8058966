import fs from 'node:fs';
import path from 'node:path';
import { ne, sql } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { analyze, type Tx } from '../db/client';
import {
  ads,
  badgeTypes,
  bandAttendees,
  bandRatings,
  carnivalBands,
  carnivals,
  chatMessages,
  conversationParticipants,
  conversations,
  customForms,
  eventAttendees,
  eventDiscounts,
  events,
  featuredItems,
  formSubmissions,
  heroSlides,
  likedBands,
  likedEvents,
  likedProviders,
  likedRestaurants,
  marketProducts,
  marqetRegistrations,
  notifications,
  packages,
  partners,
  providerRatings,
  providers,
  receiptItems,
  receiptPaymentSchedule,
  receipts,
  restaurantDiscounts,
  restaurantMenuItems,
  restaurantPhotos,
  restaurants,
  ridePackages,
  staffApplications,
  staffPositions,
  testimonialImages,
  userBadges,
  users,
} from '../db/schema';
import { createDemoAccounts, type DemoAccounts, type DemoCredentials } from './accounts';
import { buildActivity } from './build-activity';
import { buildHome } from './build-home';
import { buildMemberRecords } from './build-members';
import { buildPackages } from './build-packages';
import { buildListings, type Listings } from './build-listings';
import { DemoImages } from './images';

/** Where the demo accounts' sign-in details are handed over, inside DATA_DIR. */
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.json';

/** Serialises seeding across processes that start together on one PostgreSQL. */
const SEED_LOCK = 727_001;

const count = async (
  tx: Pick<Deps['db'], 'select'>,
  table: typeof events | typeof users,
  where?: ReturnType<typeof ne>,
) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
};

/** Likes and attendance: the demo member's own, plus the crowd that makes lists look alive. */
function buildEngagement(accounts: DemoAccounts, listings: Listings) {
  const { member, community } = accounts;
  const id = <T extends { id?: string }>(rows: T[], i: number) => rows[i % rows.length]!.id!;
  const likedEventRows = [0, 1, 23, 29].map((i) => ({ userId: member, eventId: id(listings.events, i) }));
  const likedBandRows = [0, 4].map((i) => ({ userId: member, bandId: id(listings.bands, i) }));
  const likedRestaurantRows = [0, 9].map((i) => ({
    userId: member,
    restaurantId: id(listings.restaurants, i),
  }));
  const likedProviderRows = [0, 3].map((i) => ({ userId: member, providerId: id(listings.providers, i) }));
  community.forEach((userId, c) => {
    likedEventRows.push({ userId, eventId: id(listings.events, c + 2) });
    likedBandRows.push({ userId, bandId: id(listings.bands, c + 1) });
    likedRestaurantRows.push({ userId, restaurantId: id(listings.restaurants, c + 1) });
    likedProviderRows.push({ userId, providerId: id(listings.providers, c + 1) });
  });
  const attending = [member, ...community.slice(0, 5)];
  const eventAttendeeRows = [0, 1, 13].flatMap((i) =>
    attending.map((userId) => ({ eventId: id(listings.events, i), userId })),
  );
  const bandAttendeeRows = [member, ...community.slice(0, 4)].map((userId) => ({
    bandId: id(listings.bands, 0),
    userId,
  }));
  return {
    likedEventRows,
    likedBandRows,
    likedRestaurantRows,
    likedProviderRows,
    eventAttendeeRows,
    bandAttendeeRows,
  };
}

/** Is the database empty enough for the demo data (no events, no members but a configured administrator)? */
export async function demoDataWanted({ db, config }: Pick<Deps, 'db' | 'config'>): Promise<boolean> {
  const adminEmail = config.admin?.email.toLowerCase();
  const members = await count(db, users, adminEmail ? ne(users.email, adminEmail) : undefined);
  return members === 0 && (await count(db, events)) === 0;
}

/**
 * Fills an empty database with demo content (DEMO_DATA=auto): "empty" means no events and no members
 * other than a configured administrator. Every table is written with one bulk insert, in one transaction.
 */
export async function seedDemoData(deps: Deps): Promise<DemoCredentials | null> {
  const { db, logger } = deps;
  const started = Date.now();
  if (!(await demoDataWanted(deps))) {
    logger.debug('demo data skipped: the database already has content');
    return null;
  }

  const today = new Date();
  const images = new DemoImages(deps.storage);
  const accounts = await createDemoAccounts(deps, images);
  const listings = buildListings(images, accounts, today);
  const home = buildHome(images, listings, today);
  const offers = buildPackages(accounts, today);
  const records = buildMemberRecords(images, accounts, listings, today);
  const activity = buildActivity(accounts, records, today);
  const engagement = buildEngagement(accounts, listings);

  // Images render on sharp's threads while the rows go in.
  const inserting = db.transaction(async (tx: Tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await count(tx, events)) > 0) return false;
    await tx.insert(carnivals).values(listings.carnivals);
    await tx.insert(events).values(listings.events);
    await tx.insert(eventDiscounts).values(listings.eventDiscounts);
    await tx.insert(carnivalBands).values(listings.bands);
    await tx.insert(bandRatings).values(listings.bandRatings);
    await tx.insert(restaurants).values(listings.restaurants);
    await tx.insert(restaurantMenuItems).values(listings.menuItems);
    await tx.insert(restaurantPhotos).values(listings.restaurantPhotos);
    await tx.insert(restaurantDiscounts).values(listings.restaurantDiscounts);
    await tx.insert(providers).values(listings.providers);
    await tx.insert(testimonialImages).values(listings.testimonials);
    await tx.insert(providerRatings).values(listings.providerRatings);
    await tx.insert(marqetRegistrations).values(records.marqetRegistrations);
    await tx.insert(marketProducts).values(listings.products);
    await tx.insert(heroSlides).values(home.heroSlides);
    await tx.insert(ads).values(home.ads);
    await tx.insert(partners).values(home.partners);
    await tx.insert(featuredItems).values(home.featuredItems);
    await tx.insert(likedEvents).values(engagement.likedEventRows);
    await tx.insert(likedBands).values(engagement.likedBandRows);
    await tx.insert(likedRestaurants).values(engagement.likedRestaurantRows);
    await tx.insert(likedProviders).values(engagement.likedProviderRows);
    await tx.insert(eventAttendees).values(engagement.eventAttendeeRows);
    await tx.insert(bandAttendees).values(engagement.bandAttendeeRows);
    await tx.insert(packages).values(offers.packages);
    await tx.insert(ridePackages).values(offers.ridePackages);
    await tx.insert(customForms).values(offers.customForms);
    await tx.insert(formSubmissions).values(offers.formSubmissions);
    await tx.insert(receipts).values(activity.receipts);
    await tx.insert(receiptItems).values(activity.receiptItems);
    await tx.insert(receiptPaymentSchedule).values(activity.paymentSchedule);
    await tx.insert(staffPositions).values(records.staffPositions);
    await tx.insert(staffApplications).values(records.staffApplications);
    await tx.insert(badgeTypes).values(records.badgeTypes);
    await tx.insert(userBadges).values(records.userBadges);
    await tx.insert(notifications).values(activity.notifications);
    await tx.insert(conversations).values(activity.conversations);
    await tx.insert(conversationParticipants).values(activity.participants);
    await tx.insert(chatMessages).values(activity.messages);
    return true;
  });
  const [seeded] = await Promise.all([inserting, images.renderAll()]);
  if (!seeded) {
    logger.info('demo data skipped: another process seeded it');
    return null;
  }
  await analyze(db);

  logger.info(
    {
      events: listings.events.length,
      bands: listings.bands.length,
      restaurants: listings.restaurants.length,
      providers: listings.providers.length,
      products: listings.products.length,
      images: images.count,
      ms: Date.now() - started,
    },
    'demo data seeded',
  );
  handOver(deps, accounts.credentials);
  return accounts.credentials;
}

/**
 * The demo passwords go to DATA_DIR/demo-accounts.json (readable by the server's user only) and, when a person
 * is watching the terminal, to the screen once. Log lines name the file, never a password.
 */
function handOver({ config, logger }: Pick<Deps, 'config' | 'logger'>, credentials: DemoCredentials) {
  const file = path.resolve(config.dataDir, DEMO_ACCOUNTS_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  const admin = credentials.administrator?.email ?? `${config.admin?.email} (password from ADMIN_PASSWORD)`;
  logger.info(
    { file },
    `Demo accounts created: member ${credentials.member.email}, administrator ${admin}. Their passwords are in ${file}`,
  );
  if (process.stdout.isTTY && config.env !== 'test') {
    const lines = [
      `  member         ${credentials.member.email}  ${credentials.member.password}`,
      credentials.administrator
        ? `  administrator  ${credentials.administrator.email}  ${credentials.administrator.password}`
        : null,
    ].filter(Boolean);
    process.stdout.write(`\nDemo accounts (kept in ${file}):\n${lines.join('\n')}\n\n`);
  }
}
