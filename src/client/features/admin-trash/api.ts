import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trashEndpoints } from '#shared/trash';
import { client } from '#client/api/endpoint-client';

const trash = client(trashEndpoints);

const TRASH_KEY = ['admin', 'trash'] as const;

export const trashQuery = queryOptions({
  queryKey: TRASH_KEY,
  queryFn: ({ signal }) => trash.list({}, { signal }),
});

export function useTrash() {
  return useQuery(trashQuery);
}

/** A restore or a purge changes the lists of products and orders and the activity log too. */
function useTrashMutation<T>(mutationFn: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useRestore = () => useTrashMutation((id) => trash.restore({ params: { id } }));

export const usePurge = () => useTrashMutation((id) => trash.purge({ params: { id } }));
