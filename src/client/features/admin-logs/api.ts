import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminLogEndpoints } from '#shared/admin-logs';
import { client } from '#client/api/endpoint-client';

const logs = client(adminLogEndpoints);

const LOGS_KEY = ['admin', 'logs'] as const;

export const adminLogsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...LOGS_KEY, { page, pageSize }],
    queryFn: ({ signal }) => logs.list({ query: { page, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminLogs(page: number, pageSize: number) {
  return useQuery(adminLogsQuery(page, pageSize));
}

export function useClearLogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logs.clear(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOGS_KEY }),
  });
}
