import { randomBytes } from 'node:crypto';
import type { SignupInput } from '../../../shared/schemas/account';

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
