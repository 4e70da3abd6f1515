import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../shared/auth';
import { api } from '../api-client';

/** Who is signed in: read by the shell (top bar), the admin guards and the auth feature. */
export const meQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: async ({ signal }) => (await api<MeResponse>('/api/auth/me', { signal })).user,
  staleTime: 60 * 1000,
});

export function useCurrentUser() {
  return useQuery(meQuery);
}
