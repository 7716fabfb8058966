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

    // The default is committed as an absent bound.
    await userEvent.clear(max);
    await userEvent.type(max, '1000');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('maxPrice', ''));
  });
});
