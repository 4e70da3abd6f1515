import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateUserInput,
  type UpdateUserInput,
  adminUserEndpoints,
} from '#shared/admin-users';
import { client } from '#client/api/endpoint-client';

const users = client(adminUserEndpoints);

const USERS_KEY = ['admin', 'users'] as const;

export const adminUsersQuery = queryOptions({
  queryKey: USERS_KEY,
  queryFn: async ({ signal }) => (await users.list({}, { signal })).users,
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
    mutationFn: (input: CreateUserInput) => users.create({ body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserInput }) =>
      users.update({ params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => users.remove({ params: { id } }),
    onSuccess: invalidate,
  });
}

/** The user gets a link to choose a new password and is signed out everywhere. */
export function useForcePasswordReset() {
  return useMutation({
    mutationFn: (id: string) => users.forcePasswordReset({ params: { id } }),
  });
}
