import { queryOptions } from '@tanstack/react-query';
import { visualizerEndpoints } from '#shared/visualizer/endpoints';
import { client } from '#client/api/endpoint-client';

const visualizer = client(visualizerEndpoints);

/** The product and the similar tiles the visualizer can lay. */
export const visualizerTilesQuery = (productId: string) =>
  queryOptions({
    queryKey: ['visualizer', productId],
    queryFn: ({ signal }) => visualizer.tiles({ params: { id: productId } }, { signal }),
    staleTime: 60 * 1000,
  });
