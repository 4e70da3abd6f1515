import { queryOptions } from '@tanstack/react-query';
import type { VisualizerAnswer } from '../../../shared/visualizer/tiles';
import { api } from '../../api-client';

/**
 * The product and the similar tiles the visualizer can lay (visualizerEndpoints.tiles in
 * shared/visualizer/endpoints.ts). Called by hand, not through client(): the declaration's zod
 * schemas would bring zod (about 64 KB gzip) into the product pages' first load.
 */
export const visualizerTilesQuery = (productId: string) =>
  queryOptions({
    queryKey: ['visualizer', productId],
    queryFn: ({ signal }) =>
      api<VisualizerAnswer>(`/api/visualizer/${encodeURIComponent(productId)}`, { signal }),
    staleTime: 60 * 1000,
  });
