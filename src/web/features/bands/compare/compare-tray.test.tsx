import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bandItemSchema } from '../../../../shared/domains/bands';
import { bandCompareMessages as texts } from '../../../../shared/domains/band-compare';
import { clientWithSession, renderWithSession } from '../../../components/listing/listing-testing';
import { CompareToggle, CompareTray } from './compare-tray';
import { clearPicks } from './picks';

const band = (n: number, carnival: 'tt' | 'crop') =>
  bandItemSchema.parse({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Band ${n}`,
    description: '',
    imageUrl: null,
    location: '',
    country: 'Trinidad',
    state: '',
    startDate: '2031-02-10',
    endDate: null,
    websiteUrl: null,
    instagramUrl: null,
    registrationUrl: null,
    feteIdRegistrationUrl: null,
    priceFromCents: null,
    priceToCents: null,
    carnivalId: carnival,
    carnivalName: carnival === 'tt' ? 'Trinidad and Tobago Carnival' : 'Crop Over',
    rating: null,
    totalRatings: 0,
    active: true,
    liked: false,
    attending: false,
    featured: false,
  });

const BANDS = [1, 2, 3, 4, 5].map((n) => band(n, 'tt'));
const CROP = band(6, 'crop');

function renderCards() {
  return renderWithSession(
    <>
      {[...BANDS, CROP].map((b) => (
        <CompareToggle key={b.id} band={b} />
      ))}
      <CompareTray />
    </>,
    clientWithSession(null),
  );
}

const tray = () => screen.getByRole('region', { name: 'Bands to compare' });
const picked = () =>
  within(tray())
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', '').trim());

afterEach(() => act(() => clearPicks()));

describe('the compare tray', () => {
  it('keeps bands of one carnival only, and says why another carnival’s band is refused', async () => {
    const { user } = renderCards();
    expect(screen.queryByRole('region', { name: 'Bands to compare' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Compare Band 1' }));
    await user.click(screen.getByRole('button', { name: 'Compare Band 2' }));
    expect(picked()).toEqual(['Band 1', 'Band 2']);
    expect(screen.getByRole('button', { name: 'Compare Band 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tray()).getByRole('link', { name: 'Compare 2 bands' })).toHaveAttribute(
      'href',
      `/fete-destinations/compare?bands=${encodeURIComponent(`${BANDS[0]!.id},${BANDS[1]!.id}`)}`,
    );

    await user.click(screen.getByRole('button', { name: 'Compare Band 6' }));
    expect(within(tray()).getByRole('alert')).toHaveTextContent(
      texts.otherCarnival('Band 6', 'Trinidad and Tobago Carnival'),
    );
    expect(picked()).toEqual(['Band 1', 'Band 2']);
    expect(screen.getByRole('button', { name: 'Compare Band 6' })).toHaveAttribute('aria-pressed', 'false');
    // The picks are kept for the session (a band's page, the way back).
    expect(JSON.parse(sessionStorage.getItem('fete:band-compare')!)).toHaveLength(2);
  });

  it('takes four at most: a fifth says the limit; removing one makes room', async () => {
    const { user } = renderCards();
    for (const n of [1, 2, 3, 4]) await user.click(screen.getByRole('button', { name: `Compare Band ${n}` }));
    expect(picked()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Compare Band 5' }));
    expect(within(tray()).getByRole('alert')).toHaveTextContent(texts.limit);
    expect(picked()).toEqual(['Band 1', 'Band 2', 'Band 3', 'Band 4']);

    await user.click(within(tray()).getByRole('button', { name: 'Remove Band 2 from the comparison' }));
    expect(within(tray()).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Compare Band 5' }));
    expect(picked()).toEqual(['Band 1', 'Band 3', 'Band 4', 'Band 5']);
    expect(within(tray()).getByRole('link', { name: 'Compare 4 bands' })).toBeInTheDocument();
  });
});
