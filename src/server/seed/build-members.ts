import { randomUUID } from 'node:crypto';
import { badgeTypeInput, userBadgeInput } from '../db/factories/badges';
import { marqetRegistrationInput, registrationProduct, registrationTotalCents } from '../db/factories/marqet';
import { staffApplicationInput, staffPositionInput } from '../db/factories/staff';
import { cents, daysFromNow } from '../db/factories/util';
import type {
  NewBadgeType,
  NewMarqetRegistration,
  NewStaffApplication,
  NewStaffPosition,
  NewUserBadge,
} from '../db/schema';
import type { DemoAccounts } from './accounts';
import type { Listings } from './build-listings';
import { DEMO_BADGES, DEMO_POSITIONS } from './content/site';
import type { DemoImages } from './images';

export interface MemberRecords {
  staffPositions: NewStaffPosition[];
  staffApplications: NewStaffApplication[];
  badgeTypes: NewBadgeType[];
  userBadges: NewUserBadge[];
  marqetRegistrations: NewMarqetRegistration[];
}

/**
 * Staff positions and applications, badge types and awards, Marqet registrations. The approved
 * registration's brand products in `listings` are linked to it (registration_id).
 */
export function buildMemberRecords(
  images: DemoImages,
  accounts: DemoAccounts,
  listings: Listings,
  today: Date,
): MemberRecords {
  const { member, admin, community } = accounts;
  const staffPositions = DEMO_POSITIONS.map((p, i) =>
    staffPositionInput({
      ...p,
      id: randomUUID(),
      requirements: [...p.requirements],
      createdAt: daysFromNow(-20 + i, today),
    }),
  );
  const [host, correspondent] = staffPositions;
  const staffApplications = [
    staffApplicationInput(correspondent!.id!, member, {
      id: randomUUID(),
      status: 'reviewing',
      fullName: 'Kaia Baptiste',
      email: 'demo@fete.example',
    }),
    staffApplicationInput(host!.id!, community[2]!, {
      id: randomUUID(),
      fullName: 'Devon Campbell',
      email: 'devon.campbell@fete.example',
      phone: '+1 876 555 0110',
    }),
    staffApplicationInput(host!.id!, community[3]!, {
      id: randomUUID(),
      status: 'accepted',
      fullName: 'Aaliyah Noel',
      email: 'aaliyah.noel@fete.example',
      phone: '+1 473 555 0123',
    }),
  ];

  const badgeTypes = DEMO_BADGES.map((b) =>
    badgeTypeInput({
      ...b,
      id: randomUUID(),
      benefits: [...b.benefits],
      iconUrl: images.url(`badge-${b.name}`, 'icon', b.name),
    }),
  );
  const [roadWarrior, ambassador, founding, foodie] = badgeTypes;
  const userBadges = [
    userBadgeInput(member, roadWarrior!.id!, { awardedBy: admin, awardedAt: daysFromNow(-3, today) }),
    userBadgeInput(member, founding!.id!, { awardedBy: admin, awardedAt: daysFromNow(-30, today) }),
    userBadgeInput(community[0]!, ambassador!.id!, { awardedBy: admin }),
    userBadgeInput(community[1]!, foodie!.id!, { awardedBy: admin }),
  ];

  const jewels = listings.products.filter((p) => p.brand === 'Coral Gold Jewels');
  const approved = marqetRegistrationInput(community[5]!, {
    id: randomUUID(),
    contactName: 'Nadia Phillips',
    email: 'nadia.phillips@fete.example',
    status: 'approved',
    placementPreference: ['My Brand', 'My Products'],
    products: jewels.slice(0, 4).map((p) =>
      registrationProduct('vendor', {
        name: p.name,
        description: p.description ?? '',
        category: 'Body Jewelry',
        priceCents: p.priceCents,
        imageUrl: p.imageUrl ?? null,
        productLink: p.externalUrl ?? '',
      }),
    ),
    durationMonths: 6,
    totalPriceCents: registrationTotalCents(6, Math.min(jewels.length, 4)),
    expirationDate: daysFromNow(160, today),
  });
  for (const product of jewels) product.registrationId = approved.id!;
  const pending = marqetRegistrationInput(community[6]!, {
    brandName: 'Steelpan Prints',
    websiteUrl: 'https://steelpanprints.example',
    contactName: 'Jomo Edwards',
    email: 'jomo.edwards@fete.example',
    description: 'Screen-printed carnival tees from a Notting Hill studio.',
    vendorType: 'affiliate',
    products: [
      registrationProduct('affiliate', { name: 'Pan Yard Tee', category: 'Tanks', priceCents: cents(30) }),
      registrationProduct('affiliate', {
        name: 'Mas Crew Crop',
        category: 'Crop Tops',
        priceCents: cents(28),
        discountApplied: false,
      }),
    ],
  });

  return {
    staffPositions,
    staffApplications,
    badgeTypes,
    userBadges,
    marqetRegistrations: [approved, pending],
  };
}
