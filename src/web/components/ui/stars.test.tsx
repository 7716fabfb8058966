import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

describe('Stars', () => {
  it('reads the rating with one decimal and clamps it to 0-5', () => {
    render(
      <>
        <Stars value={4.46} />
        <Stars value={9} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
  });
});
