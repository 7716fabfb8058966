import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SignupInput } from '../../shared/schemas/account';
import type { Deps } from '../app-env';
import { ensureAdmin } from '../auth/admin-account';
import { createMember } from '../db/factories/members';
import { slug } from '../db/factories/util';
import { users } from '../db/schema';
import { DEMO_COMMUNITY } from './content/site';
import type { DemoImages } from './images';

/**
 * The demo member and administrator. Their passwords are made for each database (a known password would be an
 * open door on a server that forgot DEMO_DATA=off) and handed over in DATA_DIR/demo-accounts.json.
 */
export const DEMO_MEMBER = {
  email: 'demo@fete.example',
  firstName: 'Kaia',
  lastName: 'Baptiste',
  territory: 'Trinidad and Tobago',
  locality: 'Port of Spain',
} as const;

export const DEMO_ADMIN = { email: 'admin@fete.example' } as const;

/** Sign-in details of the demo accounts made for this database. */
export interface DemoCredentials {
  member: { email: string; password: string };
  /** Null when ADMIN_EMAIL configured the administrator (its password is the operator's). */
  administrator: { email: string; password: string } | null;
}

const demoPassword = () => randomBytes(12).toString('base64url');

export interface DemoAccounts {
  member: string;
  admin: string;
  adminEmail: string;
  community: string[];
  credentials: DemoCredentials;
}

async function findUserId(deps: Pick<Deps, 'db'>, email: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row?.id;
}

/** Signs a member up through better-auth; another process seeding at the same moment may have won. */
async function signUpOnce(deps: Pick<Deps, 'db' | 'auth'>, input: SignupInput): Promise<string> {
  try {
    return (await createMember(deps.auth, input)).id;
  } catch (err) {
    const id = await findUserId(deps, input.email);
    if (id) return id;
    throw err;
  }
}

/** The demo member, the administrator and the community, all created through better-auth. */
export async function createDemoAccounts(
  deps: Pick<Deps, 'db' | 'auth' | 'logger' | 'config'>,
  images: DemoImages,
): Promise<DemoAccounts> {
  const configured = deps.config.admin;
  const adminEmail = (configured?.email ?? DEMO_ADMIN.email).toLowerCase();
  const credentials: DemoCredentials = {
    member: { email: DEMO_MEMBER.email, password: demoPassword() },
    administrator: configured ? null : { email: DEMO_ADMIN.email, password: demoPassword() },
  };
  // server.ts has already created a configured administrator; the demo one is created here.
  const admin =
    (configured && (await findUserId(deps, adminEmail))) ||
    (await ensureAdmin(deps, configured ?? credentials.administrator!).catch(async (err) => {
      // Another process starting at the same moment created it first; that one also promotes it.
      const id = await findUserId(deps, adminEmail);
      if (id) return id;
      throw err;
    }));

  // Community members never sign in during the demo: each gets an unguessable password.
  const [member, ...community] = await Promise.all([
    signUpOnce(deps, { ...DEMO_MEMBER, password: credentials.member.password }),
    ...DEMO_COMMUNITY.map((person) =>
      signUpOnce(deps, {
        ...person,
        email: `${slug(`${person.firstName}.${person.lastName}`).replace(/-/g, '.')}@fete.example`,
        password: randomBytes(18).toString('base64url'),
      }),
    ),
  ]);

  const avatars = [
    {
      id: member!,
      image: images.url('member-demo', 'avatar', `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}`),
    },
    ...DEMO_COMMUNITY.map((person, i) => ({
      id: community[i]!,
      image: images.url(
        `member-${person.firstName}-${person.lastName}`,
        'avatar',
        `${person.firstName} ${person.lastName}`,
      ),
    })),
  ];
  // Made by the seed, not signed up through the site: their addresses count as verified.
  await deps.db.execute(sql`
    update ${users} set image = v.image, email_verified = true
    from (values ${sql.join(
      avatars.map((a) => sql`(${a.id}, ${a.image})`),
      sql`, `,
    )}) as v(id, image)
    where ${users.id} = v.id`);

  return { member: member!, admin, adminEmail, community, credentials };
}
