import { expect } from 'vitest';
import { carnivalDates, type CarnivalRule } from '../../../shared/carnival-dates';
import { planSchema, type Plan } from '../../../shared/domains/plans';
import { newMember, type SignedIn } from '../../auth/testing';
import { createUpcomingCarnival } from '../../db/factories';
import type { TestServer } from '../../test/harness';

/** My Carnival's API tests' shared parts (decision 0050). */

export const UNKNOWN = '8b0f6f9e-5c4a-4c61-9a55-0d6b0e0f0a11';

/** The year of the fixed-day rule's current-or-next occurrence (the factory's anchor is 40 days ahead). */
function yearOf(rule: CarnivalRule) {
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  return carnivalDates(rule, year).end >= today ? year : year + 1;
}

export function plansTestKit(t: TestServer) {
  const as = (who: SignedIn, path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(path, { ...init, cookie: who.cookie });
  return {
    as,
    /** A carnival 40 days ahead, its occurrence, and a member. */
    async setUp() {
      const carnival = await createUpcomingCarnival(t.db);
      const occurrence = carnivalDates(carnival.rule, yearOf(carnival.rule));
      const member = await newMember(t);
      return { carnival, occurrence, member };
    },
    async startPlan(member: SignedIn, carnivalId: string): Promise<Plan> {
      const res = await as(member, '/api/me/carnival-plans', { method: 'POST', json: { carnivalId } });
      expect(res.status, res.text).toBe(201);
      return planSchema.parse(res.data);
    },
  };
}

/** A valid own entry's body; override any field. */
export const entry = (overrides: Record<string, unknown> = {}) => ({
  kind: 'Make-up slot',
  title: 'Make-up with Tasha',
  date: '2000-01-01',
  startTime: '03:00',
  endTime: '04:00',
  place: 'Studio 5, Maraval',
  costCents: 8_000,
  notes: 'Bring the gold gems',
  ...overrides,
});
