import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ComingSoon } from '../ui/coming-soon';
import { fromLocalInput, toLocalInput } from '../form/instant-field';
import { WhenSwitch } from './when-switch';

function Harness() {
  const [when, setWhen] = useState('');
  return (
    <>
      <WhenSwitch list={{ filters: { when }, setFilter: (_key, value) => setWhen(value) }} />
      <output>{when || 'upcoming'}</output>
    </>
  );
}

describe('WhenSwitch', () => {
  it('is a labelled group of two pressed-state buttons bound to the list’s when filter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Show' })).toBeTruthy();
    const upcoming = screen.getByRole('button', { name: 'Upcoming' });
    const past = screen.getByRole('button', { name: 'Past' });
    expect(upcoming.getAttribute('aria-pressed')).toBe('true');
    await user.click(past);
    expect(past.getAttribute('aria-pressed')).toBe('true');
    expect(upcoming.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('past');
    await user.click(upcoming);
    expect(screen.getByRole('status').textContent).toBe('upcoming');
  });
});

describe('ComingSoon', () => {
  it('says the screen is coming and what it will do, not that there is no data', () => {
    render(<ComingSoon what="Find members by name or territory." />);
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(screen.getByText('Find members by name or territory.')).toBeTruthy();
  });
});

describe('FormInstantField conversions', () => {
  it('round-trips a local date and time through the ISO instant the server takes; blank stays blank', () => {
    const iso = fromLocalInput('2031-02-10T18:30');
    expect(iso).toMatch(/^2031-02-1\dT\d{2}:30:00\.000Z$/);
    expect(toLocalInput(iso)).toBe('2031-02-10T18:30');
    expect(fromLocalInput('')).toBe('');
    expect(toLocalInput(null)).toBe('');
  });
});
