import { endpoints } from '../endpoint';
import { lightOf } from '../light-schema';
import type { VisualizerAnswer } from './tiles';

/**
 * /api/visualizer/:id: what "Ver en mi ambiente" lays, read when it opens. A file of
 * its own, so the storefront's call brings in only this; zod-free stand-ins (light-schema.ts), as the
 * product pages load no zod: the server registers it with its real schemas. The textura's endpoints are the admin's
 * (admin-catalog-endpoints.ts).
 */
export const visualizerEndpoints = endpoints({
  tiles: {
    method: 'GET',
    path: '/api/visualizer/:id',
    params: lightOf<{ id: string }>(),
    response: lightOf<VisualizerAnswer>(),
  },
});
