// The admin's user management (docs/store-rules.md#admin-calls): list, update, delete, and a password reset link (issue 13 item 1).
import { messages, type UpdateUserRequest, type User, type UsersListResponse } from '@store/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/admin-query/query-keys';

export interface UsersQuery {
  page: number;
  search: string;
}

export function useGetUsersQuery({ page, search }: UsersQuery) {
  return useQuery({
    queryKey: adminKeys.usersPage({ page, search }),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: '10' });
      if (search) params.set('search', search);
      return apiRequest<UsersListResponse>(`/auth?${params.toString()}`, { fallbackMessage: messages.FETCH_USERS_FAILED, signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** The users' table and the dashboard's customer count change with every write. */
function useRefreshAfterWrite() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: adminKeys.users }), client.invalidateQueries({ queryKey: adminKeys.dashboard })]);
}

export function useUpdateUserMutation() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserRequest }) =>
      apiRequest<{ message?: string; data: User }>(`/auth/${id}`, { method: 'PUT', body, fallbackMessage: messages.UPDATE_USER_FAILED }),
    onSuccess: refresh,
  });
}

export function useDeleteUserMutation() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message?: string }>(`/auth/${id}`, { method: 'DELETE', fallbackMessage: messages.DELETE_USER_FAILED }),
    onSuccess: refresh,
  });
}

/** E-mails the user a password reset link; the answer names the address, never the link. */
export function useSendResetLinkMutation() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message?: string }>(`/auth/${id}/password-reset`, { method: 'POST', fallbackMessage: messages.SEND_RESET_LINK_FAILED }),
  });
}
