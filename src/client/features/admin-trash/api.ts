import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RestoreResponse, TrashList } from '../../../shared/trash';
import { api } from '../../api-client';

const TRASH_KEY = ['admin', 'trash'] as const;

export const trashQuery = queryOptions({
  queryKey: TRASH_KEY,
  queryFn: ({ signal }) => api<TrashList>('/api/admin/trash', { signal }),
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

export const useRestore = () =>
  useTrashMutation((id) =>
    api<RestoreResponse>(`/api/admin/trash/${id}/restore`, { method: 'POST' }),
  );

export const usePurge = () =>
  useTrashMutation((id) => api<void>(`/api/admin/trash/${id}`, { method: 'DELETE' }));
