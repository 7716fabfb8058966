import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { later } from '../../test/later';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('renders without the module until it arrives, then with it; a failed load can be asked again', async () => {
    const attempts: ReturnType<typeof later<{ text: string }>>[] = [];
    const part = lazyModule(() => {
      attempts.push(later());
      return attempts[attempts.length - 1].promise;
    });
    function Show() {
      const module = part.use(false);
      return <p>{module ? module.text : 'not yet'}</p>;
    }
    render(<Show />);
    expect(screen.getByText('not yet')).toBeInTheDocument();

    const first = part.load();
    attempts[0].reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    expect(screen.getByText('not yet')).toBeInTheDocument();

    const second = part.load();
    expect(part.load()).toBe(second);
    await act(async () => {
      attempts[1].resolve({ text: 'arrived' });
      await second;
    });
    expect(screen.getByText('arrived')).toBeInTheDocument();
    expect(attempts).toHaveLength(2);
  });
});
