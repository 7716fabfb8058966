import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlanLine, SharedPlan } from '../../../shared/domains/plans';
import { PlanDays } from './plan-days';

const line = (overrides: Partial<PlanLine>): PlanLine => ({
  key: 'entry:1',
  source: 'entry',
  id: '3f2b9c1e-8a4d-4e5f-9b6a-1c2d3e4f5a6b',
  kind: 'Make-up slot',
  title: 'Make-up with Tasha',
  date: '2027-02-05',
  allDay: false,
  startTime: '11:15',
  endTime: '12:45',
  endDate: null,
  timeZone: 'America/Port_of_Spain',
  place: 'Studio 5, Maraval',
  costCents: 8_000,
  notes: '',
  clashes: [],
  ...overrides,
});

const plan = (lines: PlanLine[]): SharedPlan => ({
  id: '3f2b9c1e-8a4d-4e5f-9b6a-1c2d3e4f5a6c',
  carnival: {
    id: '3f2b9c1e-8a4d-4e5f-9b6a-1c2d3e4f5a6d',
    slug: 't',
    name: 'T&T',
    territory: 'Trinidad and Tobago',
  },
  year: 2027,
  start: '2027-02-06',
  end: '2027-02-09',
  seasonStart: '2026-12-23',
  mainDays: [{ name: 'Carnival Monday', date: '2027-02-08' }],
  firstDay: '2026-12-20',
  lastDay: '2027-02-12',
  timeZone: 'America/Port_of_Spain',
  travelBufferMinutes: 30,
  clashCount: 0,
  days: [
    { date: '2027-02-05', mainDay: null, lines },
    { date: '2027-02-08', mainDay: 'Carnival Monday', lines: [] },
  ],
});

describe('PlanDays', () => {
  it('says each clash in words on its line, a fete past midnight with its next day, a band all day', () => {
    render(
      <PlanDays
        plan={plan([
          line({
            clashes: [{ kind: 'travel', withKey: 'event:2', withTitle: 'Cooler Fete', gapMinutes: 15 }],
          }),
          line({
            key: 'event:2',
            source: 'event',
            kind: 'Party',
            title: 'Soca Sundowner',
            startTime: '18:00',
            endTime: '02:00',
            endDate: '2027-02-06',
            costCents: 15_000,
            clashes: [{ kind: 'overlap', withKey: 'event:3', withTitle: 'Cooler Fete', gapMinutes: null }],
          }),
          line({
            key: 'band:4:2027-02-05',
            source: 'band',
            kind: 'Band',
            title: 'Tribe',
            allDay: true,
            startTime: null,
            endTime: null,
            costCents: null,
          }),
        ])}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Friday, February 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monday, February 8 Carnival Monday' })).toBeInTheDocument();
    const makeUp = screen.getByRole('list', { name: 'Warnings for Make-up with Tasha' });
    expect(makeUp).toHaveTextContent('Clash: only 15 min to get to or from Cooler Fete, somewhere else');
    expect(screen.getByRole('list', { name: 'Warnings for Soca Sundowner' })).toHaveTextContent(
      'Clash: overlaps with Cooler Fete',
    );
    expect(screen.getByText('6:00 PM – 2:00 AM (February 6, 2027)')).toBeInTheDocument();
    expect(screen.getByText('All day')).toBeInTheDocument();
    expect(screen.getByText('Party · Studio 5, Maraval · $150.00')).toBeInTheDocument();
    // Read-only (the shared view): no buttons.
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it("offers Edit on the member's own entries only, and Remove on every line", async () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    const own = line({});
    const fete = line({ key: 'event:2', source: 'event', title: 'Soca Sundowner' });
    render(<PlanDays plan={plan([own, fete])} onEdit={onEdit} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Make-up with Tasha' }));
    expect(onEdit).toHaveBeenCalledWith(own);
    expect(screen.queryByRole('button', { name: 'Edit Soca Sundowner' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Soca Sundowner' }));
    expect(onRemove).toHaveBeenCalledWith(fete);
    expect(within(screen.getByRole('list', { name: 'Day by day' })).getAllByRole('button')).toHaveLength(3);
  });
});
