import type { RestaurantManage } from '../../../../shared/domains/restaurant-manage';
import { DiscountsSection } from './discounts-section';
import { MenuSection } from './menu-section';
import { OwnerSection } from '../admin/owner-section';
import { PhotosSection } from './photos-section';

/** What hangs off a restaurant: the owner (administrators only), its menu, photos and discounts. */
export function RestaurantExtras({ detail }: { detail: RestaurantManage }) {
  return (
    <div className="flex flex-col gap-6">
      {detail.can.assignOwner ? <OwnerSection detail={detail} /> : null}
      <MenuSection detail={detail} />
      <PhotosSection detail={detail} />
      <DiscountsSection detail={detail} />
    </div>
  );
}
