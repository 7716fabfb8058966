import '../../test/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import AdminUserDetailPage from './admin/user-detail-page';
import { SHOW_IN_COMMUNITY_LABEL, CommunitySection } from './settings/community-section';
import { adminUserDetail, memberProfile } from './testing';

/*
 * The member writes that put their answer into the cache (issue #22): the answer shows at once, under the key the
 * page's own read uses, while the read the write made stale is still asking again (held here).
 */
const MEMBER = { id: 'member-1', firstName: 'Machel', role: 'user' };

describe("a member's writes in the cache", () => {
  it('Settings › Community shows the saved answer at once, and the profile asks again', async () => {
    const api = fakeApi().session(MEMBER);
    api.on('GET /api/members/me', () => ({ profile: memberProfile() }));
    api.on('PUT /api/members/me/community', () => ({ profile: memberProfile({ showInCommunity: false }) }));
    const { user } = renderPage('/settings?section=community', {
      path: '/settings',
      element: <CommunitySection />,
    });

    const box = await screen.findByRole('checkbox', { name: SHOW_IN_COMMUNITY_LABEL });
    expect(box).toBeChecked();
    // The profile's next read (the write makes it stale) stays unanswered: what shows is the write's answer.
    const reread = api.hold('GET /api/members/me');
    await user.click(box);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await reread.requested;
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(api.requests('PUT /api/members/me/community').map((r) => r.body)).toEqual([
      { showInCommunity: false },
    ]);
  });

  it("the Users page shows a write's answer as the member's detail at once, and the detail asks again", async () => {
    const api = fakeApi().session({ id: 'admin-1', firstName: 'Ada', role: 'admin' });
    api.on('GET /api/admin/users/:member', () => adminUserDetail({ sessions: 3 }));
    api.on('POST /api/admin/users/:member/revoke-sessions', () => adminUserDetail({ sessions: 0 }));
    const { user } = renderPage('/admin/users/member-1', {
      path: '/admin/users/:member',
      element: <AdminUserDetailPage />,
    });

    expect(await screen.findByText('3 active sessions')).toBeInTheDocument();
    const reread = api.hold('GET /api/admin/users/:member');
    await user.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Out Everywhere' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out Everywhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await reread.requested;
    expect(screen.getByText('0 active sessions')).toBeInTheDocument();
    expect(api.requests('GET /api/admin/users/:member').map((r) => r.params.member)).toEqual([
      'member-1',
      'member-1',
    ]);
    reread.release();
  });
});
