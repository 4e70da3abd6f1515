import { queryOptions } from '@tanstack/react-query';
import type { LegalSlug } from '#shared/legal';
import { queryKeys } from '#shared/query-keys';
import { legalEndpoints } from '#shared/storefront-endpoints';
import { client } from '#client/api/endpoint-client';

const legal = client(legalEndpoints);

/** A legal page as the public reads it; the server inlines it in the page (boot data). */
export const legalPageQuery = (slug: LegalSlug) =>
  queryOptions({
    queryKey: queryKeys.legal(slug),
    queryFn: ({ signal }) => legal.read({ params: { slug } }, { signal }),
    staleTime: 60 * 1000,
  });
