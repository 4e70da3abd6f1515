import { queryOptions } from '@tanstack/react-query';
import type { HomePage } from '../../../shared/home';
import { queryKeys } from '../../../shared/query-keys';
import { api } from '../../api-client';

/** The home page's content; the server draws it into the page (boot data). */
export const homePageQuery = queryOptions({
  queryKey: queryKeys.home,
  queryFn: ({ signal }) => api<HomePage>('/api/home', { signal }),
});
