import { queryOptions } from '@tanstack/react-query';
import type { VisualizerAnswer } from '../../../shared/visualizer/tiles';
import { api } from '../../api-client';

/** The product and the similar tiles the visualizer can lay (GET /api/visualizer/{id}). */
export const visualizerTilesQuery = (productId: string) =>
  queryOptions({
    queryKey: ['visualizer', productId],
    queryFn: ({ signal }) =>
      api<VisualizerAnswer>(`/api/visualizer/${encodeURIComponent(productId)}`, { signal }),
    staleTime: 60 * 1000,
  });
