// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { badgePolicy } from '../../shared/domains/badges';
import { chatPolicy } from '../../shared/domains/chat';
import { formPolicy } from '../../shared/domains/forms';
import { packagePolicy } from '../../shared/domains/packages';
import { staffPolicy } from '../../shared/domains/staff';
import { AppError } from '../../shared/errors';
import { authorize } from './authorize';

const visitor = null;
const member = { id: 'member-1', role: 'user' };
const admin = { id: 'admin-1', role: 'admin' };

describe('authorize', () => {
  it('lets an allowed call through, refuses with 403, or with the 404 of what the viewer may not know exists', () => {
    expect(() => authorize(true)).not.toThrow();
    expect(() => authorize(false)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    const hidden = (() => {
      try {
        authorize(false, 'Submission not found');
      } catch (error) {
        return error;
      }
    })();
    expect(hidden).toBeInstanceOf(AppError);
    expect(hidden).toMatchObject({ code: 'NOT_FOUND', message: 'Submission not found' });
    expect(() => authorize(false, { forbidden: 'You cannot message this member' })).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', message: 'You cannot message this member' }),
    );
  });
});

describe('the chat policy', () => {
  it('keeps a conversation to its participants, messages out of a block, reports to the other side', () => {
    expect(chatPolicy.read({ userId: 'member-1' })).toBe(true);
    expect(chatPolicy.read(undefined)).toBe(false);
    expect(chatPolicy.send({ byMe: false, byThem: false })).toBe(true);
    expect(chatPolicy.send({ byMe: true, byThem: false })).toBe(false);
    expect(chatPolicy.send({ byMe: false, byThem: true })).toBe(false);
    const theirs = { senderId: 'member-2' };
    expect(chatPolicy.report(member, theirs, { userId: 'member-1' })).toBe(true);
    expect(chatPolicy.report(member, { senderId: 'member-1' }, { userId: 'member-1' })).toBe(false);
    expect(chatPolicy.report(member, theirs, undefined)).toBe(false);
    expect([visitor, member, admin].map(chatPolicy.handleReports)).toEqual([false, false, true]);
  });
});

describe('the back-office policies', () => {
  it('let administrators manage badges, forms, packages and staff, and no one else', () => {
    for (const manage of [badgePolicy.manage, formPolicy.manage, packagePolicy.manage, staffPolicy.manage]) {
      expect([visitor, member, admin].map((viewer) => manage(viewer))).toEqual([false, false, true]);
    }
    expect([visitor, member, admin].map(staffPolicy.readResume)).toEqual([false, false, true]);
    expect([visitor, member, admin].map(packagePolicy.openInactive)).toEqual([false, false, true]);
    expect([visitor, member, admin].map(formPolicy.seeInactive)).toEqual([false, false, true]);
  });

  it("let a member read their own form submission only: another member's, and a visitor, are refused", () => {
    const mine = { userId: 'member-1' };
    expect(formPolicy.readOwn(member, mine)).toBe(true);
    expect(formPolicy.readOwn({ id: 'member-2', role: 'user' }, mine)).toBe(false);
    expect(formPolicy.readOwn(visitor, mine)).toBe(false);
    // An administrator reads submissions through the back office, not as their own.
    expect(formPolicy.readOwn(admin, mine)).toBe(false);
    expect(formPolicy.readOwn(member, { userId: null })).toBe(false);
  });
});
