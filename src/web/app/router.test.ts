import { describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ routers: 0 }));

vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router')>();
  return {
    ...actual,
    createBrowserRouter: (...args: Parameters<typeof actual.createBrowserRouter>) => {
      made.routers += 1;
      return actual.createBrowserRouter(...args);
    },
  };
});

describe('the browser router', () => {
  it('is made when the app first asks for it, not when its module is evaluated, and only once', async () => {
    const { appRouter } = await import('./router');
    // Evaluating the modules is one task of the app's start, making the router another (decision 0064).
    expect(made.routers).toBe(0);

    const router = appRouter();
    expect(made.routers).toBe(1);
    expect(appRouter()).toBe(router);
    expect(made.routers).toBe(1);
    router.dispose();
  });
});
