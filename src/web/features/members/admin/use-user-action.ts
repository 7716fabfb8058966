import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAdminKeys, type AdminUserDetail } from './users-api';

/**
 * One write to a member's account. Every write answers the member as they are now (audit log included), so
 * the detail is replaced with the answer and the list asks again.
 */
export function useUserAction<V = void>(id: string, action: (variables: V) => Promise<AdminUserDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (detail) => {
      queryClient.setQueryData(userAdminKeys.detail(id), detail);
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.lists });
    },
  });
}
