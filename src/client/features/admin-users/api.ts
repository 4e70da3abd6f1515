import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUser,
  AdminUserList,
  CreateUserInput,
  UpdateUserInput,
} from '../../../shared/admin-users';
import { api } from '../../api-client';

const USERS_KEY = ['admin', 'users'] as const;

export const adminUsersQuery = queryOptions({
  queryKey: USERS_KEY,
  queryFn: async ({ signal }) => (await api<AdminUserList>('/api/admin/users', { signal })).users,
});

export function useAdminUsers() {
  return useQuery(adminUsersQuery);
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: USERS_KEY });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) =>
      api<AdminUser>('/api/admin/users', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserInput }) =>
      api<AdminUser>(`/api/admin/users/${id}`, { method: 'PATCH', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => api(`/api/admin/users/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** The user gets a link to choose a new password and is signed out everywhere. */
export function useForcePasswordReset() {
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/api/admin/users/${id}/password-reset`, { method: 'POST' }),
  });
}
