import type { QueryClient } from '@tanstack/react-query';

/** Catalogue writes change what every screen shows: refetch all but the session and settings. */
export function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'settings',
  });
}
