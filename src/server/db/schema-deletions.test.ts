// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServerForFile } from '../test/harness';
import {
  createAttendance,
  createBadgeType,
  createBand,
  createBandRating,
  createConversation,
  createCustomForm,
  createEvent,
  createEventDiscount,
  createFormSubmission,
  createLike,
  createMarqetRegistration,
  createNotification,
  createPackage,
  createProvider,
  createProviderRating,
  createReceipt,
  createStaffApplication,
  createStaffPosition,
  createUser,
  createUserBadge,
} from './factories';
import {
  badgeTypes,
  bandAttendees,
  bandRatings,
  chatMessages,
  conversationParticipants,
  customForms,
  eventAttendees,
  eventDiscounts,
  events,
  formSubmissions,
  likedEvents,
  likedProviders,
  marqetRegistrations,
  notifications,
  providerRatings,
  providers,
  receipts,
  staffApplications,
  staffPositions,
  userBadges,
  users,
} from './schema';

/** What a deletion takes with it (the foreign keys' cascades) and what it keeps (set to null). */
const t = testServerForFile();

describe('deleting', () => {
  it('a member removes their likes, attendance, ratings, chat participation, notices, badges, submissions and applications, but keeps the events they organised and their receipts', async () => {
    const member = await createUser(t.db);
    const friend = await createUser(t.db);
    const organised = await createEvent(t.db, { organizerId: member.id });
    const provider = await createProvider(t.db);
    const band = await createBand(t.db);
    await createLike(t.db, 'event', member.id, organised.id);
    await createLike(t.db, 'provider', member.id, provider.id);
    await createAttendance(t.db, 'band', member.id, band.id);
    await createProviderRating(t.db, { providerId: provider.id, userId: member.id, rating: 5 });
    await createBandRating(t.db, { bandId: band.id, userId: member.id, rating: 4 });
    const conversation = await createConversation(
      t.db,
      [member.id, friend.id],
      [
        { senderId: member.id, body: 'See you on the road!' },
        { senderId: friend.id, body: 'Front line, 8 AM.' },
      ],
    );
    await createNotification(t.db, member.id);
    await createUserBadge(t.db, member.id, (await createBadgeType(t.db)).id);
    const pkg = await createPackage(t.db);
    const form = await createCustomForm(t.db, 'package', pkg.id);
    await createFormSubmission(t.db, form.id, member.id);
    await createStaffApplication(t.db, (await createStaffPosition(t.db)).id, member.id);
    const receipt = await createReceipt(t.db, member.id);
    const registration = await createMarqetRegistration(t.db, member.id);

    await t.db.delete(users).where(eq(users.id, member.id));

    const [event] = await t.db.select().from(events).where(eq(events.id, organised.id));
    expect(event?.organizerId).toBeNull();
    const [kept] = await t.db.select().from(receipts).where(eq(receipts.id, receipt.id));
    expect(kept?.userId).toBeNull();
    const countFor = async (table: any, column: any) =>
      (await t.db.select().from(table).where(eq(column, member.id))).length;
    expect(await countFor(likedEvents, likedEvents.userId)).toBe(0);
    expect(await countFor(likedProviders, likedProviders.userId)).toBe(0);
    expect(await countFor(bandAttendees, bandAttendees.userId)).toBe(0);
    expect(await countFor(providerRatings, providerRatings.userId)).toBe(0);
    expect(await countFor(bandRatings, bandRatings.userId)).toBe(0);
    expect(await countFor(conversationParticipants, conversationParticipants.userId)).toBe(0);
    expect(await countFor(notifications, notifications.userId)).toBe(0);
    expect(await countFor(userBadges, userBadges.userId)).toBe(0);
    expect(await countFor(formSubmissions, formSubmissions.userId)).toBe(0);
    expect(await countFor(staffApplications, staffApplications.userId)).toBe(0);
    expect(await countFor(marqetRegistrations, marqetRegistrations.userId)).toBe(0);
    expect(
      await t.db.select().from(marqetRegistrations).where(eq(marqetRegistrations.id, registration.id)),
    ).toHaveLength(0);
    // The friend keeps the conversation; the departed member's message has no sender any more.
    const messages = await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation.id))
      .orderBy(chatMessages.createdAt);
    expect(messages.map((m) => m.senderId)).toEqual([null, friend.id]);
  });

  it('an event, band or provider removes its likes, attendance, ratings, discounts and testimonials', async () => {
    const member = await createUser(t.db);
    const event = await createEvent(t.db);
    const provider = await createProvider(t.db);
    await createLike(t.db, 'event', member.id, event.id);
    await createAttendance(t.db, 'event', member.id, event.id);
    await createEventDiscount(t.db, event.id);
    await createProviderRating(t.db, { providerId: provider.id, userId: member.id, rating: 3 });
    await t.db.delete(events).where(eq(events.id, event.id));
    await t.db.delete(providers).where(eq(providers.id, provider.id));
    expect(await t.db.select().from(likedEvents).where(eq(likedEvents.eventId, event.id))).toHaveLength(0);
    expect(await t.db.select().from(eventAttendees).where(eq(eventAttendees.eventId, event.id))).toHaveLength(
      0,
    );
    expect(await t.db.select().from(eventDiscounts).where(eq(eventDiscounts.eventId, event.id))).toHaveLength(
      0,
    );
    expect(
      await t.db.select().from(providerRatings).where(eq(providerRatings.providerId, provider.id)),
    ).toHaveLength(0);
  });

  it('a form removes its submissions, a position its applications, a badge type its awards', async () => {
    const member = await createUser(t.db);
    const form = await createCustomForm(t.db, 'ride', (await createPackage(t.db)).id);
    await createFormSubmission(t.db, form.id, member.id);
    const position = await createStaffPosition(t.db);
    await createStaffApplication(t.db, position.id, member.id);
    const badge = await createBadgeType(t.db);
    await createUserBadge(t.db, member.id, badge.id);
    await t.db.delete(customForms).where(eq(customForms.id, form.id));
    await t.db.delete(staffPositions).where(eq(staffPositions.id, position.id));
    await t.db.delete(badgeTypes).where(eq(badgeTypes.id, badge.id));
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toHaveLength(
      0,
    );
    expect(
      await t.db.select().from(staffApplications).where(eq(staffApplications.positionId, position.id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(userBadges).where(eq(userBadges.badgeId, badge.id))).toHaveLength(0);
  });
});
