import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadDialog } from '../components/ui/dialog';
import { loadLightbox } from '../components/ui/lightbox';
import { loadMenu } from '../components/ui/menu';

afterEach(() => cleanup());

// jsdom has no ResizeObserver; Radix's popper (the menus, decision 0036) measures its anchor with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The menus' and dialogs' code loads after a page renders in the browser (lazy-module.ts); here it is loaded
// before the tests, so a component test sees them as a visitor does once the page is idle.
await Promise.all([loadMenu(), loadDialog(), loadLightbox()]);
