import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AuthLogList } from '../../../shared/admin-logs';
import { api } from '../../api-client';

const LOGS_KEY = ['admin', 'logs'] as const;

export const adminLogsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...LOGS_KEY, { page, pageSize }],
    queryFn: ({ signal }) =>
      api<AuthLogList>(`/api/admin/logs?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminLogs(page: number, pageSize: number) {
  return useQuery(adminLogsQuery(page, pageSize));
}

export function useClearLogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ deleted: number }>('/api/admin/logs', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOGS_KEY }),
  });
}
