import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoGallery } from './photo-gallery';

const photos = ['Ana', 'Ben', 'Cy'].map((name, i) => ({
  id: `p${i}`,
  src: `/uploads/${name}.webp`,
  alt: `${name}'s hair`,
  details: `Client: ${name}`,
}));

describe('PhotoGallery', () => {
  it('opens the lightbox at the photo pressed, moves with the arrows (wrapping) and gives focus back', async () => {
    const user = userEvent.setup();
    render(<PhotoGallery title="Clients of Aaliyah Mohammed" photos={photos} />);
    const second = screen.getByRole('button', { name: "Ben's hair" });
    await user.click(second);

    const lightbox = screen.getByRole('dialog', { name: 'Clients of Aaliyah Mohammed' });
    expect(lightbox).toHaveTextContent('2 of 3');
    expect(lightbox).toHaveTextContent('Client: Ben');
    await user.keyboard('{ArrowRight}');
    expect(lightbox).toHaveTextContent('3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(lightbox).toHaveTextContent('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(lightbox).toHaveTextContent('Client: Cy');
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-current', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix gives focus back a task later.
    await expect.poll(() => document.activeElement).toBe(second);
  });
});
