import { queryOptions } from '@tanstack/react-query';
import type { DirectoryMember, MemberPublicProfile } from '../../../shared/domains/fete-nation';
import { badgeEndpoints } from '../../../shared/contracts/badges';
import type { MyBadges } from '../../../shared/domains/badges';
import type { FeteIdPass, PassVerdict } from '../../../shared/domains/fete-id';
import type { MemberProfile } from '../../../shared/domains/members';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';
import { api } from '../../lib/api';
import { endpointQuery } from '../../lib/client';

export type { DirectoryMember, MemberProfile, MemberPublicProfile };

export const memberKeys = {
  all: ['members'] as const,
  me: ['members', 'me'] as const,
  pass: (viewer: string) => ['members', 'fete-id', viewer] as const,
  verify: (token: string) => ['members', 'fete-id', 'verify', token] as const,
};

/** The Fete ID pass: issued afresh each time the dashboard loads (never served from an old cache entry). */
export const feteIdPassQuery = (viewer: string) =>
  queryOptions({
    queryKey: memberKeys.pass(viewer),
    queryFn: ({ signal }) => api.get<FeteIdPass>('/api/members/me/fete-id', { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export const passVerdictQuery = (token: string) =>
  queryOptions({
    queryKey: memberKeys.verify(token),
    queryFn: ({ signal }) =>
      api.get<PassVerdict>(`/api/fete-id/verify?token=${encodeURIComponent(token)}`, { signal }),
    staleTime: 0,
  });

/** The member's active badges (dashboard panel, avatar menu): the `badges` resource, refreshed by every badge write. */
export const myBadgesQuery = (viewer: string) =>
  queryOptions({
    ...endpointQuery(badgeEndpoints.mine, {}, viewer),
    select: (answer: MyBadges) => answer.badges,
  });

export const setCommunityVisibility = (showInCommunity: boolean) =>
  api.put<{ profile: MemberProfile }>('/api/members/me/community', { showInCommunity });

export const myProfileQuery = queryOptions({
  queryKey: memberKeys.me,
  queryFn: async ({ signal }) =>
    (await api.get<{ profile: MemberProfile }>('/api/members/me', { signal })).profile,
});

export const updateProfile = (input: { firstName: string; lastName: string }) =>
  api.patch<{ profile?: MemberProfile }>('/api/members/me', input);

export const updateLocation = (input: { territory: string; locality: string }) =>
  api.patch<{ profile?: MemberProfile }>('/api/members/me/location', input);

export const changePassword = (input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) => api.post('/api/members/me/password', input);

export const setAvatar = (uploadId: string) => api.put('/api/members/me/avatar', { uploadId });

export const removeAvatar = () => api.delete('/api/members/me/avatar');

/** The dashboard's "Resend verification email". */
export const resendVerificationEmail = () => api.post('/api/members/me/verification-email');

/** /verify-email?token=…: the mailed link confirms the address (signed in or not). */
export const verifyEmail = (token: string) => api.post('/api/members/verify-email', { token });

/** The member's password comes with it (the server asks again before deleting). */
export const deleteAccount = (password: string) => api.delete('/api/members/me', { password });

export const directoryKeys = {
  all: ['fete-nation'] as const,
  list: (viewer: string) => ['fete-nation', viewer, 'list'] as const,
  profile: (viewer: string, id: string) => ['fete-nation', viewer, 'profile', id] as const,
};

export const directoryQuery = (viewer: string, params: ListParams) =>
  listQueryOptions<DirectoryMember>(directoryKeys.list(viewer), '/api/members/directory', params);

export const memberProfileQuery = (viewer: string, id: string) =>
  queryOptions({
    queryKey: directoryKeys.profile(viewer, id),
    queryFn: ({ signal }) =>
      api.get<MemberPublicProfile>(`/api/members/directory/${encodeURIComponent(id)}`, { signal }),
  });
