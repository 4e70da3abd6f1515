import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The shop's query defaults; the server makes one client per rendered page, the browser one. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30 * 1000,
        refetchOnWindowFocus: false,
        // 4xx answers are final; retry only network and server failures.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();
