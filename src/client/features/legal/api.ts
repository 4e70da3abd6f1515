import { queryOptions } from '@tanstack/react-query';
import type { LegalPage, LegalSlug } from '../../../shared/legal';
import { queryKeys } from '../../../shared/query-keys';
import { api } from '../../api-client';

/** A legal page as the public reads it; the server inlines it in the page (boot data). */
export const legalPageQuery = (slug: LegalSlug) =>
  queryOptions({
    queryKey: queryKeys.legal(slug),
    queryFn: ({ signal }) => api<LegalPage>(`/api/legal/${slug}`, { signal }),
    staleTime: 60 * 1000,
  });
