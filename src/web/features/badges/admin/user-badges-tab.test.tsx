import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { awardListSchema, badgeMessages, badgeTypeListSchema } from '../../../../shared/domains/badges';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { adminUser, memberPage } from '../../../components/member-picker/member-picker-testing';
import { UserBadgesTab } from './user-badges-tab';

const BADGE = '5b7f6c1e-0000-4000-8000-0000000000b1';

describe('Assign Badge', () => {
  it('says "Not authenticated" when the session ended before Assign (admin-back-office.md §6)', async () => {
    const api = fakeApi().session({ id: 'a1', name: 'Ada Admin', role: 'admin' });
    api.on('GET /api/admin/badge-types', () =>
      badgeTypeListSchema.parse({
        items: [
          {
            id: BADGE,
            name: 'Road King',
            description: 'Played mas every year',
            color: '#aa2200',
            iconUrl: null,
            benefits: ['Front of the line'],
            holders: 0,
          },
        ],
      }),
    );
    api.on('GET /api/admin/user-badges', () =>
      awardListSchema.parse({ items: [], total: 0, page: 1, pageSize: 20 }),
    );
    api.on('GET /api/admin/users', () =>
      memberPage([adminUser('m1', 'Kaia', 'Baptiste', 'kaia@fete.test')], 10),
    );
    api.on('POST /api/admin/user-badges', () =>
      apiError(401, 'UNAUTHENTICATED', 'Please sign in to continue'),
    );
    const { user } = renderPage('/admin/badges', { path: '/admin/badges', element: <UserBadgesTab /> });

    await screen.findByRole('option', { name: 'Road King' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Badge' }), 'Road King');
    await user.type(screen.getByRole('combobox', { name: 'Search user by name' }), 'ka');
    await user.click(
      await within(await screen.findByRole('listbox', { name: 'Matching users' })).findByRole('option', {
        name: /Kaia Baptiste/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Assign Badge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(badgeMessages.notAuthenticated);
  });
});
