import {
  staffApplications,
  staffPositions,
  type NewStaffApplication,
  type NewStaffPosition,
} from '../schema';
import { inserter, next, rotate } from './util';

const DEFAULT_POSITIONS = [
  {
    title: 'Event Host',
    description: 'Welcome guests at Fete all-inclusives, run the VIP area and keep the vibes right.',
    requirements: ['Available Carnival weekend', 'Friendly and calm under pressure', 'Age 18 or over'],
    salaryRange: '$20 - $30 per hour',
  },
  {
    title: 'Social Media Correspondent',
    description: 'Cover bands, fetes and food on Instagram and TikTok during carnival season.',
    requirements: ['A portfolio of short videos', 'Own smartphone', 'Knows soca and the fete calendar'],
    salaryRange: '$1,500 - $2,500 per season',
  },
] as const;

export function staffPositionInput(overrides: Partial<NewStaffPosition> = {}): NewStaffPosition {
  const n = next('staff-position');
  const base = rotate(DEFAULT_POSITIONS, n);
  return { ...base, requirements: [...base.requirements], active: true, ...overrides };
}

export const createStaffPosition = inserter(staffPositions, staffPositionInput);

export function staffApplicationInput(
  positionId: string,
  userId: string,
  overrides: Partial<NewStaffApplication> = {},
): NewStaffApplication {
  return {
    positionId,
    userId,
    fullName: 'Kaia Baptiste',
    email: 'kaia@example.com',
    phone: '+1 868 555 0199',
    experience: 'Three seasons as a section leader with a medium-size mas band.',
    skills: 'Crowd management, first aid certificate, fluent Spanish.',
    availability: 'Weekends and the whole of Carnival week',
    coverLetter: 'Carnival is my favourite time of year and I would love to help visitors enjoy it safely.',
    status: 'pending',
    ...overrides,
  };
}

export const createStaffApplication = inserter(staffApplications, staffApplicationInput);
