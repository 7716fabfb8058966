// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { memberTestFile } from '../../auth/testing';
import { createBand, createEvent, siteDay, uniqueTag } from '../../db/factories';

const { t, member } = memberTestFile();

// member-areas.md: the Fete ID price and registration links are for members. The page hiding them is not
// enough: a visitor must not receive them at all.
describe('members-only links', () => {
  it('an event’s Fete ID ticket link reaches members only, in the list and the detail', async () => {
    const tag = uniqueTag();
    const link = `https://tickets.fete.example/${tag}?pay=fete-id`;
    const event = await createEvent(t.db, { description: tag, date: siteDay(5), feteIdTicketUrl: link });
    for (const [who, cookie, expected] of [
      ['visitor', undefined, null],
      ['member', member.cookie, link],
    ] as const) {
      const list = await t.request(`/api/events?q=${tag}`, { cookie });
      expect(list.data.items[0].feteIdTicketUrl, who).toBe(expected);
      const detail = await t.request(`/api/events/${event.id}`, { cookie });
      expect(detail.data.event.feteIdTicketUrl, who).toBe(expected);
      // Everyone may know there is a Fete ID price: visitors are offered it as a reason to sign in.
      expect(detail.data.event.hasFeteIdTicket, who).toBe(true);
      expect(detail.text.includes('pay=fete-id'), who).toBe(expected !== null);
    }
  });

  it('a band’s Fete ID registration link reaches members only, in the list and the detail', async () => {
    const tag = uniqueTag();
    const band = await createBand(t.db, { description: tag, startDate: siteDay(5) });
    for (const [who, cookie] of [
      ['visitor', undefined],
      ['member', member.cookie],
    ] as const) {
      const expected = cookie ? band.feteIdRegistrationUrl : null;
      const list = await t.request(`/api/bands?q=${tag}`, { cookie });
      expect(list.data.items[0].feteIdRegistrationUrl, who).toBe(expected);
      const detail = await t.request(`/api/bands/${band.id}`, { cookie });
      expect(detail.data.band.feteIdRegistrationUrl, who).toBe(expected);
    }
    expect(band.feteIdRegistrationUrl).toBeTruthy();
  });
});
