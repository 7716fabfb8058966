import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadDialog } from '../components/ui/dialog';
import { loadLightbox } from '../components/ui/lightbox';
import { loadMenu } from '../components/ui/menu';

afterEach(() => cleanup());

// `findBy…` and `waitFor` wait for their condition up to this long (Testing Library's 1 s by default). A
// condition that holds returns at once; on a loaded machine (CI runs the web files beside the server's) a
// fetch, a re-render and a re-read took longer than 1 s and failed tests that were right.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no ResizeObserver; Radix's popper (the menus, decision 0036) measures its anchor with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The menus' and dialogs' code loads after a page renders in the browser (lazy-module.ts); here it is loaded
// before the tests, so a component test sees them as a visitor does once the page is idle.
await Promise.all([loadMenu(), loadDialog(), loadLightbox()]);
