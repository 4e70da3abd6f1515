import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityList } from '../../../shared/activity';
import { api } from '../../api-client';

export interface ActivityFilterValues {
  actor: string;
  group: string;
  from: string;
  to: string;
}

export const EMPTY_ACTIVITY_FILTERS: ActivityFilterValues = {
  actor: '',
  group: '',
  from: '',
  to: '',
};

export const ACTIVITY_KEY = ['admin', 'activity'] as const;

export const activityQuery = (filters: ActivityFilterValues, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...ACTIVITY_KEY, filters, { page, pageSize }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      return api<ActivityList>(`/api/admin/activity?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export function useActivity(filters: ActivityFilterValues, page: number, pageSize: number) {
  return useQuery(activityQuery(filters, page, pageSize));
}
