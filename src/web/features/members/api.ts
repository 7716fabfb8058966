import { queryOptions } from '@tanstack/react-query';
import type { MemberProfile } from '../../../shared/domains/members';
import { api } from '../../lib/api';

export type { MemberProfile };

export const memberKeys = {
  all: ['members'] as const,
  me: ['members', 'me'] as const,
};

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

export const deleteAccount = () => api.delete('/api/members/me');
