import type { Deps } from '../app-env';
import type { Routes } from '../platform/http';
import { registerUploadRoutes } from './uploads/routes';
import { registerMemberRoutes } from './members/routes';
import { registerAdminRoutes } from './admin/routes';

/** Each domain module adds its routes here; order does not matter (paths do not overlap). */
export function registerModules(routes: Routes, deps: Deps): void {
  void routes;
  void deps;
  registerUploadRoutes(routes);
  registerMemberRoutes(routes);
  registerAdminRoutes(routes);
}
