import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PriceRangeFields } from './price-range';

describe('PriceRangeFields', () => {
  it('shows the defaults for absent bounds and commits each bound under its own key', async () => {
    const onChange = vi.fn();
    render(<PriceRangeFields minPrice="" maxPrice="250" onChange={onChange} errorId="price-error" invalid />);
    const min = screen.getByLabelText('Min price');
    const max = screen.getByLabelText('Max price');
    expect(min).toHaveValue(0);
    expect(max).toHaveValue(250);
    expect(min).toHaveAttribute('name', 'minPrice');
    expect(max).toHaveAttribute('aria-describedby', expect.stringContaining('price-error'));

    await userEvent.clear(min);
    await userEvent.type(min, '20');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('minPrice', '20'));

    // The default is committed as an absent bound; the maximum's default is none: an empty box.
    await userEvent.clear(max);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('maxPrice', ''));
  });

  it('shows no maximum by default: an empty box that says "No limit"', () => {
    render(<PriceRangeFields minPrice="" maxPrice="" onChange={vi.fn()} errorId="e" invalid={false} />);
    expect(screen.getByLabelText('Max price')).toHaveValue(null);
    expect(screen.getByLabelText('Max price')).toHaveAttribute('placeholder', 'No limit');
  });
});
