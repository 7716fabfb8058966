import type { Deps } from '../app-env';
import type { Routes } from '../platform/http';

/** Each domain module adds its routes here; order does not matter (paths do not overlap). */
export function registerModules(routes: Routes, deps: Deps): void {
  void routes;
  void deps;
}
