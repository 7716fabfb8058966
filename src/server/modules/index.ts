import type { Deps } from '../app-env';
import type { Routes } from '../platform/http';
import { registerUploadRoutes } from './uploads/routes';
import { registerMemberRoutes } from './members/routes';
import { registerFacesRoutes } from './faces/routes';
import { registerMarqetRoutes } from './marqet/routes';
import { registerLikeRoutes } from './likes/routes';
import { registerEventRoutes } from './events/routes';
import { registerBandRoutes } from './bands/routes';
import { registerRestaurantRoutes } from './restaurants/routes';
import { registerHomeRoutes } from './home/routes';
import { registerPackageRoutes } from './packages/routes';
import { registerFormRoutes } from './forms/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerStaffRoutes } from './staff/routes';
import { registerReceiptRoutes } from './receipts/routes';
import { registerChatRoutes } from './chat/routes';
import { registerBadgeRoutes } from './badges/routes';
import { registerAttendanceRoutes } from './attendance/routes';
import { registerCalendarRoutes } from './calendar/routes';
import { registerSiteRoutes } from './site/routes';
import { registerCarnivalRoutes } from './carnivals/routes';

/** Each domain module adds its routes here; order does not matter (paths do not overlap). */
export function registerModules(routes: Routes, deps: Deps): void {
  void routes;
  void deps;
  registerUploadRoutes(routes);
  registerMemberRoutes(routes);
  registerFacesRoutes(routes);
  registerMarqetRoutes(routes);
  registerLikeRoutes(routes);
  registerEventRoutes(routes);
  registerBandRoutes(routes);
  registerRestaurantRoutes(routes);
  registerHomeRoutes(routes);
  registerPackageRoutes(routes);
  registerFormRoutes(routes);
  registerNotificationRoutes(routes);
  registerStaffRoutes(routes);
  registerReceiptRoutes(routes);
  registerChatRoutes(routes);
  registerBadgeRoutes(routes);
  registerAttendanceRoutes(routes);
  registerCalendarRoutes(routes);
  registerSiteRoutes(routes);
  registerCarnivalRoutes(routes);
}
