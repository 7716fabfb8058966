import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type AdminUser } from '../../../shared/domains/member-admin';
import { apiError, fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { Button } from '../ui/button';
import { adminUser, memberPage } from './member-picker-testing';
import { MemberPicker, MemberResultRow, type PickedMember } from './member-picker';

const ADMIN = { id: 'a1', name: 'Ada Admin', role: 'admin' };

const KAIA = adminUser('m1', 'Kaia', 'Baptiste', 'kaia@fete.test');
const KAMAL = adminUser('m2', 'Kamal', 'Khan', 'kamal@fete.test');

/** The server's member search: the members whose name or e-mail holds every word of q (checked against the contract). */
const members = (...found: AdminUser[]) => memberPage(found);

function Picking() {
  const [picked, setPicked] = useState<PickedMember | null>(null);
  return <MemberPicker label="Member" picked={picked} onPick={setPicked} />;
}

const render = (element: React.ReactNode) => renderPage('/picker', { path: '/picker', element });

describe('the member picker', () => {
  it('searches from two characters once typing pauses, and shows the picked member with Change', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/users', (request) =>
      request.query.get('q') === 'ka' ? members(KAIA, KAMAL) : members(),
    );
    const { user } = render(<Picking />);

    const field = screen.getByRole('combobox', { name: 'Member' });
    expect(field).toHaveAccessibleDescription('Search by name or e-mail (at least 2 characters)');
    await user.type(field, 'k');
    await user.type(field, 'a');
    const list = await screen.findByRole('listbox', { name: 'Member: members found' });
    expect(screen.getByRole('status')).toHaveTextContent('2 members found');
    // One question, with the whole term: one character asks nothing.
    expect(api.requests('GET /api/admin/users').map((r) => r.query.get('q'))).toEqual(['ka']);
    expect(api.requests('GET /api/admin/users')[0]!.query.get('pageSize')).toBe('8');

    await user.click(within(list).getByRole('option', { name: /Kamal Khan/ }));

    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Kamal Khan')).toBeInTheDocument();
    expect(screen.getByText('kamal@fete.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('combobox', { name: 'Member' })).toHaveValue('');
  });

  it('is a combobox driven from the keyboard: the arrows through the results, Enter picks, Escape closes', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/users', () => members(KAIA, KAMAL));
    const { user } = render(<Picking />);

    const field = screen.getByRole('combobox', { name: 'Member' });
    await user.click(field);
    await user.keyboard('ka');
    const list = await screen.findByRole('listbox', { name: 'Member: members found' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const [kaia, kamal] = within(list).getAllByRole('option');
    // The field keeps the focus; the member the arrows are on is the field's active descendant.
    const active = () => field.getAttribute('aria-activedescendant') || null;

    await user.keyboard('{ArrowDown}');
    expect(field).toHaveFocus();
    expect(active()).toBe(kaia!.id);
    expect(kaia).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(kamal!.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(kamal!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(active()).toBeNull();

    // Escape closes the list and keeps the text; ArrowDown opens it again.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('ka');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(within(screen.getByRole('listbox')).getAllByRole('option')[0]!.id);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Kamal Khan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });

  it('says "Searching..." while the server answers, then the empty text, both announced', async () => {
    const api = fakeApi().session(ADMIN);
    const held = api.hold('GET /api/admin/users');
    api.on('GET /api/admin/users', () => members());
    const { user } = render(<Picking />);

    await user.type(screen.getByRole('combobox', { name: 'Member' }), 'zz');
    await held.requested;
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    held.release();

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No members found'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows a failed search in an alert, in the page’s words', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/users', () => apiError(500, 'INTERNAL', 'Database unavailable'));
    const { user } = render(
      <MemberPicker
        label="Search user by name"
        listLabel="Matching users"
        failedText={(failure) => `Error searching users: ${(failure as Error).message}`}
        onPick={() => {}}
      />,
    );

    await user.type(screen.getByRole('combobox', { name: 'Search user by name' }), 'ka');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error searching users: Database unavailable');
    expect(screen.queryByRole('listbox', { name: 'Matching users' })).not.toBeInTheDocument();
  });

  it('keeps the field when the page shows the choice, and typing again unpicks', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/users', () => members(KAIA));
    function Beside() {
      const [picked, setPicked] = useState<PickedMember | null>(null);
      return (
        <>
          <MemberPicker label="Search user by name" picked={picked} showPicked={false} onPick={setPicked} />
          <p>Selected: {picked ? picked.firstName : 'nobody'}</p>
        </>
      );
    }
    const { user } = render(<Beside />);
    const field = screen.getByRole('combobox', { name: 'Search user by name' });

    await user.type(field, 'kai');
    await user.click(await screen.findByRole('option', { name: /Kaia Baptiste/ }));
    expect(screen.getByText('Selected: Kaia')).toBeInTheDocument();
    // The page shows the choice, so the field keeps what was typed (badge awards).
    expect(field).toHaveValue('kai');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(field, 'a');
    expect(screen.getByText('Selected: nobody')).toBeInTheDocument();
  });

  it('keeps the text after a pick when the page asks (badge awards), and leaving the field picks nothing', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/users', () => members(KAIA, KAMAL));
    const picks: (string | null)[] = [];
    function Kept() {
      const [picked, setPicked] = useState<PickedMember | null>(null);
      return (
        <MemberPicker
          label="Search user by name"
          picked={picked}
          showPicked={false}
          onPick={(m) => {
            picks.push(m?.id ?? null);
            setPicked(m);
          }}
        />
      );
    }
    const { user } = render(<Kept />);
    const field = screen.getByRole('combobox', { name: 'Search user by name' });

    await user.type(field, 'ka');
    await screen.findByRole('listbox', { name: 'Search user by name: members found' });
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(picks).toEqual([]);
    expect(field).toHaveValue('ka');

    await user.click(field);
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /Kamal Khan/ }));
    expect(picks).toEqual(['m2']);
    expect(field).toHaveValue('ka');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('gives each result the page’s own action, which may empty the search', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/users', () => members(KAIA));
    const chosen: string[] = [];
    const { user } = render(
      <MemberPicker
        label="Find a member to assign"
        renderResult={(m, clear) => (
          <MemberResultRow member={m}>
            <Button
              size="sm"
              aria-label={`Assign ${m.firstName} ${m.lastName} as owner`}
              onClick={() => {
                chosen.push(m.id);
                clear();
              }}
            >
              Assign
            </Button>
          </MemberResultRow>
        )}
      />,
    );

    const field = screen.getByRole('searchbox', { name: 'Find a member to assign' });
    await user.type(field, 'kaia');
    await user.click(await screen.findByRole('button', { name: 'Assign Kaia Baptiste as owner' }));

    expect(chosen).toEqual(['m1']);
    expect(field).toHaveValue('');
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
  });
});
