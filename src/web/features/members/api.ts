import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/members/me */
export interface MemberProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  territory: string;
  locality: string;
  avatarUrl: string | null;
  role: string;
  membershipType: string;
  membershipExpiresAt: string | null;
  membershipDaysLeft: number | null;
}

export const myProfileQuery = queryOptions({
  queryKey: ['members', 'me'],
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
