import type { Query, QueryClient } from '@tanstack/react-query';

const catalogQueries = {
  predicate: (q: Query) => q.queryKey[0] !== 'auth' && q.queryKey[0] !== 'settings',
};

/**
 * Catalogue writes change what every screen shows: refetch all but the session and settings.
 *
 * A query whose first answer is still on its way was asked for before the write, so that answer
 * may be old. TanStack Query's refetch would wait for it instead of asking again (it cancels an
 * in-flight fetch only when the query already has data), so in-flight fetches are cancelled
 * first: a search typed just before a quick price edit then shows the new price.
 */
export async function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries(catalogQueries);
  await queryClient.invalidateQueries(catalogQueries);
}
