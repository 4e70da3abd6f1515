import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ActivityQuery, activityEndpoints } from '#shared/activity';
import { client } from '#client/api/endpoint-client';

const activity = client(activityEndpoints);

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
      // The filter's fields hold what the person chose; an empty one is no filter.
      const query = { page, pageSize, ...filters } as ActivityQuery;
      return activity.list({ query }, { signal });
    },
    placeholderData: keepPreviousData,
  });

export function useActivity(filters: ActivityFilterValues, page: number, pageSize: number) {
  return useQuery(activityQuery(filters, page, pageSize));
}
