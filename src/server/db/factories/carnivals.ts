import { DEMO_CARNIVALS } from '../../seed/content/carnivals';
import { carnivals, type NewCarnival } from '../schema';
import { inserter, next, rotate } from './util';

/**
 * A carnival of the demo's (its rule and words) under an address of its own: factories' rows are the demo's, and
 * each call gets a fresh slug so tests never collide.
 */
export function carnivalInput(overrides: Partial<NewCarnival> = {}): NewCarnival {
  const n = next('carnival');
  const base = rotate(DEMO_CARNIVALS, n);
  return {
    slug: `${base.slug}-${n}-${Math.random().toString(36).slice(2, 8)}`,
    name: `${base.name} ${n}`,
    territory: base.territory,
    description: base.description,
    rule: base.rule,
    sortOrder: n,
    active: true,
    ...overrides,
  };
}

export const createCarnival = inserter(carnivals, carnivalInput);
