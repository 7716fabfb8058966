import { randomBytes } from 'node:crypto';
import type { SignupInput } from '../../../shared/schemas/account';
import type { Auth } from '../../auth/auth';
import { users } from '../schema';
import { inserter, next, rotate } from './util';

let counter = 0;
/** A valid sign-up; override any field. Shared by the API tests, the e2e journeys and the demo seed. */
export function memberInput(overrides: Partial<SignupInput> = {}): SignupInput {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
  return {
    firstName: 'Kaia',
    lastName: 'Baptiste',
    email: `kaia.${tag}@example.com`,
    password: 'soca-season-2027',
    territory: 'Trinidad and Tobago',
    locality: 'Port of Spain',
    ...overrides,
  };
}

/** What the sign-up page sends for `input` (better-auth wants a `name`; the server makes it from the two). */
export const signUpBody = (input: SignupInput) => ({
  ...input,
  name: `${input.firstName} ${input.lastName}`,
});

export interface CreatedMember {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A member who can sign in: created through better-auth exactly as the sign-up page does
 * (password hashed, Gold membership for a year).
 */
export async function createMember(
  auth: Pick<Auth, 'api'>,
  overrides: Partial<SignupInput> = {},
): Promise<CreatedMember> {
  const input = memberInput(overrides);
  const result = await auth.api.signUpEmail({ body: signUpBody(input) });
  return {
    id: result.user.id,
    email: result.user.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
  };
}

const FIRST_NAMES = ['Kaia', 'Marlon', 'Shanice', 'Devon', 'Aaliyah', 'Kareem', 'Nadia', 'Jomo'] as const;
const LAST_NAMES = ['Baptiste', 'Charles', 'Ramdeen', 'Joseph', 'Alleyne', 'Mohammed', 'Pierre', 'Greaves'];

export type UserRow = typeof users.$inferInsert;

/** A users row written straight to the table: fast, for tests that need a member but no sign-in. */
export function userRowInput(overrides: Partial<UserRow> = {}): UserRow {
  const n = next('user');
  const firstName = overrides.firstName ?? rotate(FIRST_NAMES, n);
  const lastName = overrides.lastName ?? rotate(LAST_NAMES, n);
  const id = overrides.id ?? randomBytes(16).toString('hex');
  return {
    id,
    name: `${firstName} ${lastName}`,
    email: `${firstName}.${lastName}.${id.slice(0, 8)}@example.com`.toLowerCase(),
    // Members as they are once they have confirmed their address (every member from before verification, too).
    emailVerified: true,
    firstName,
    lastName,
    territory: 'Trinidad and Tobago',
    locality: 'Port of Spain',
    membershipType: 'gold',
    membershipExpiresAt: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
    role: 'user',
    ...overrides,
  };
}

export const createUser = inserter(users, userRowInput);
