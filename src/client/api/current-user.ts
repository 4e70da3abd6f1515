import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '#shared/storefront-endpoints';
import { client } from './endpoint-client';

const session = client(sessionEndpoints);

/** Who is signed in: read by the shell (top bar), the admin guards and the auth feature. */
export const meQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: async ({ signal }) => (await session.me({}, { signal })).user,
  staleTime: 60 * 1000,
});

/** `enabled: false` reads only what is already known (a sign-in sets it), asking nothing. */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQuery, enabled });
}
