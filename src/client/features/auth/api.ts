import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '#shared/auth-endpoints';
import type { LoginInput } from '#shared/auth';
import type { ChangePasswordInput, ResetPasswordInput, ResetRequestInput } from '#shared/passwords';
import { client } from '#client/api/endpoint-client';
import { meQuery } from '#client/api/current-user';

const auth = client(authEndpoints);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => auth.login({ body: input }),
    onSuccess: (data) => {
      queryClient.setQueryData(meQuery.queryKey, data.user);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => auth.logout(),
    onSettled: () => {
      queryClient.setQueryData(meQuery.queryKey, null);
      // Admin data must not outlive the session in this tab.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'admin' });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => auth.changePassword({ body: input }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ResetRequestInput) => auth.requestPasswordReset({ body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => auth.resetPassword({ body: input }),
  });
}
