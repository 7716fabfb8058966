import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isAdmin } from '../../shared/domains/viewer';
import { authEndpoints } from '../endpoints/auth';
import { isApiError } from './api';
import type { EndpointAnswer } from '../../shared/contract';
import { call, type EndpointOf } from './client';
import { paths } from '../app/paths';
import { clearPrivateCache } from '../pwa/offline';

/** The signed-in member as GET /api/auth/get-session reports them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  image: string | null;
  role: string;
  territory: string;
  locality: string;
  membershipType: string;
  membershipExpiresAt: string | null;
  /** The address was confirmed through the mailed link; attending, rating, chatting and uploading wait for it. */
  emailVerified: boolean;
}

type SessionResponse = NonNullable<EndpointAnswer<EndpointOf<typeof authEndpoints.session>>>;

export const sessionQueryKey = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<SessionUser | null> => {
    try {
      return sessionFromAnswer(await call(authEndpoints.session));
    } catch (err) {
      if (isApiError(err, 401)) return null;
      throw err;
    }
  },
  staleTime: 60_000,
  // A session ended elsewhere (sign-out in another tab, deletion, expiry) shows up without a reload.
  refetchInterval: 5 * 60_000,
  refetchOnWindowFocus: true,
  // Asked even when the browser says it is offline: the service worker may answer with the member it kept (0051).
  networkMode: 'offlineFirst',
});

/** The signed-in member in the session endpoint's answer (null: a visitor). */
export function sessionFromAnswer(data: SessionResponse | null | undefined): SessionUser | null {
  return data?.user ? toSessionUser(data.user) : null;
}

export function useSession() {
  const query = useQuery(sessionQuery);
  const user = query.data ?? null;
  return {
    user,
    isPending: query.isPending,
    isError: query.isError && query.data === undefined,
    isAdmin: isAdmin(user),
    refetch: query.refetch,
  };
}

/**
 * Who is looking, for queries whose answers differ per person (`liked`, `myRating`, `can`): `key` is the
 * member's id or 'visitor' and goes into the query key, so signing in or out never shows another person's
 * cached answer; `ready` stays false until the session is known, so nothing is fetched twice.
 */
export function useViewer() {
  const { user, isPending } = useSession();
  return { user, key: user?.id ?? 'visitor', ready: !isPending, isAdmin: isAdmin(user) };
}

/**
 * Asks the server again and returns the fresh answer (after sign-in, sign-up, profile changes, a verified
 * address). A check already on its way may have left before the change, and asking now would only join it:
 * it lands first, then the session is asked again.
 */
export async function refreshSession(queryClient: QueryClient) {
  const fresh = { ...sessionQuery, staleTime: 0 };
  if (queryClient.isFetching({ queryKey: sessionQuery.queryKey })) {
    await queryClient.fetchQuery(fresh).catch(() => undefined);
  }
  return queryClient.fetchQuery(fresh);
}

/** Forget everything cached for the member who just left, here and in the service worker's keep (0051). */
export function clearSession(queryClient: QueryClient) {
  void clearPrivateCache();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      await call(authEndpoints.signIn, { body: { email: input.email.trim(), password: input.password } });
      return refreshSession(queryClient);
    },
  });
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  territory: string;
  locality: string;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      const result = await call(authEndpoints.signUp, {
        body: { ...input, name: `${input.firstName.trim()} ${input.lastName.trim()}` },
      });
      // Sign-up signs the member in; the session query learns who they are.
      const user = await refreshSession(queryClient);
      return { created: !!result?.user, user };
    },
  });
}

/**
 * Signs out, then forgets the member. `leave` (e.g. navigate('/')) runs first: clearing the session while a
 * member-only page is still shown would make its guard send the visitor to /signin instead.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (leave?: () => unknown) => {
      try {
        await call(authEndpoints.signOut);
      } finally {
        await leave?.();
        clearSession(queryClient);
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      call(authEndpoints.requestPasswordReset, {
        body: { email: email.trim(), redirectTo: paths.resetPassword() },
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      call(authEndpoints.resetPassword, { body: { newPassword: input.newPassword, token: input.token } }),
  });
}

function toSessionUser(user: SessionResponse['user']): SessionUser {
  const [first = '', ...rest] = (user.name ?? '').split(' ');
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? '',
    firstName: user.firstName || first,
    lastName: user.lastName || rest.join(' '),
    image: user.image ?? null,
    role: user.role ?? 'user',
    territory: user.territory ?? '',
    locality: user.locality ?? '',
    membershipType: user.membershipType ?? 'gold',
    membershipExpiresAt: user.membershipExpiresAt ?? null,
    // better-auth always reports it; an answer without it is an older server's, where every member was verified.
    emailVerified: user.emailVerified ?? true,
  };
}
