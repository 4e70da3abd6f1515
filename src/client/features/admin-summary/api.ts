import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Summary, SummaryGrouping } from '../../../shared/summary/summary';
import { api } from '../../api-client';

export interface SummaryRange {
  from: string;
  to: string;
  by: SummaryGrouping;
}

export const summaryQuery = (range: SummaryRange) =>
  queryOptions({
    queryKey: ['admin', 'summary', range] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ by: range.by });
      if (range.from) params.set('from', range.from);
      if (range.to) params.set('to', range.to);
      return api<Summary>(`/api/admin/summary?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
