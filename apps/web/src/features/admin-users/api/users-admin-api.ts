// The admin's user management (spec section 7 "Admin"): list, update, delete.
import { messages, type UpdateUserRequest, type User, type UsersListResponse } from '@store/contract';
import { api } from '../../../lib/api';

export interface UsersQuery {
  page: number;
  search: string;
}

const usersApi = api.enhanceEndpoints({ addTagTypes: ['AdminUser'] }).injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UsersListResponse, UsersQuery>({
      query: ({ page, search }) => {
        const params = new URLSearchParams({ page: String(page), limit: '10' });
        if (search) params.set('search', search);
        return { url: `/auth?${params.toString()}`, fallbackMessage: messages.FETCH_USERS_FAILED };
      },
      providesTags: ['AdminUser'],
    }),
    updateUser: build.mutation<{ message?: string; data: User }, { id: string; body: UpdateUserRequest }>({
      query: ({ id, body }) => ({ url: `/auth/${id}`, method: 'PUT', body, fallbackMessage: messages.UPDATE_USER_FAILED }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminUser']),
    }),
    deleteUser: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: `/auth/${id}`, method: 'DELETE', fallbackMessage: messages.DELETE_USER_FAILED }),
      invalidatesTags: (_result, error) => (error ? [] : ['AdminUser']),
    }),
  }),
});

export const { useGetUsersQuery, useUpdateUserMutation, useDeleteUserMutation } = usersApi;
