import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAdminApi, userDetailKey, type AdminUserDetail, type UserAdminApi } from './api';

/**
 * One write to a member's account. Every write answers the member as they are now (audit log included): the
 * detail shows the answer at once, and the write makes the `members` reads (the list among them) stale.
 */
export function useUserAction<V = void>(
  id: string,
  action: (api: UserAdminApi, variables: V) => Promise<AdminUserDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => action(userAdminApi(queryClient), variables),
    onSuccess: (detail) => queryClient.setQueryData(userDetailKey(id), detail),
  });
}
