import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type SummaryGrouping, adminSummaryEndpoints } from '#shared/summary/summary';
import { client } from '#client/api/endpoint-client';

const summary = client(adminSummaryEndpoints);

export interface SummaryRange {
  from: string;
  to: string;
  by: SummaryGrouping;
}

export const summaryQuery = (range: SummaryRange) =>
  queryOptions({
    queryKey: ['admin', 'summary', range] as const,
    // Empty days are left out of the query: the server's default range.
    queryFn: ({ signal }) => summary.get({ query: range }, { signal }),
    placeholderData: keepPreviousData,
  });
