import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#shared/query-keys';
import { homeEndpoints } from '#shared/storefront-endpoints';
import { client } from '#client/api/endpoint-client';

const home = client(homeEndpoints);

/** The home page's content; the server draws it into the page (boot data). */
export const homePageQuery = queryOptions({
  queryKey: queryKeys.home,
  queryFn: ({ signal }) => home.read({}, { signal }),
});
