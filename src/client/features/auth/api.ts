import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SessionUser } from '../../../shared/auth';
import type {
  ChangePasswordInput,
  ResetPasswordInput,
  ResetRequestInput,
} from '../../../shared/passwords';
import { api } from '../../api-client';
import { meQuery } from '../../api/current-user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api<{ user: SessionUser; verificationSent: boolean }>('/api/auth/login', {
        method: 'POST',
        body: input,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(meQuery.queryKey, data.user);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/auth/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.setQueryData(meQuery.queryKey, null);
      // Admin data must not outlive the session in this tab.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'admin' });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api('/api/auth/password', { method: 'POST', body: input }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ResetRequestInput) =>
      api<{ message: string }>('/api/auth/password-reset/request', {
        method: 'POST',
        body: input,
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api('/api/auth/password-reset', { method: 'POST', body: input }),
  });
}
