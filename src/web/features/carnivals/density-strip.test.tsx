import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CarnivalPage } from '../../../shared/domains/carnivals';
import { DensityStrip } from './density-strip';

const pageWith = (counts: number[]) =>
  ({
    carnival: { days: [] },
    density: counts.map((count, i) => ({ date: `2027-02-0${i + 1}`, count })),
  }) as unknown as CarnivalPage;

describe('DensityStrip', () => {
  it('says the busiest day’s count in words that fit it: one event, several, or none yet', () => {
    const { unmount } = render(<DensityStrip page={pageWith([0, 1, 0])} />);
    expect(screen.getByText('Busiest day: 1 event')).toBeInTheDocument();
    unmount();
    const second = render(<DensityStrip page={pageWith([2, 5, 1])} />);
    expect(screen.getByText('Busiest day: 5 events')).toBeInTheDocument();
    second.unmount();
    render(<DensityStrip page={pageWith([0, 0])} />);
    expect(screen.getByText('Busiest day: none yet')).toBeInTheDocument();
  });
});
