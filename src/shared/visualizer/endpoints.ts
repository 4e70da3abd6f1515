import { endpoints } from '../endpoint';
import { PRODUCT_NOT_FOUND } from '../messages';
import { uuidParams } from '../route-schemas';
import { VisualizerAnswerSchema } from './tiles';

/**
 * /api/visualizer/:id: what "Ver en mi ambiente" lays (issue 31), read when it opens. A file of
 * its own, so the storefront's call brings in only this. The textura's endpoints are the admin's
 * (admin-catalog-endpoints.ts).
 */
export const visualizerEndpoints = endpoints({
  tiles: {
    method: 'GET',
    path: '/api/visualizer/:id',
    params: uuidParams(PRODUCT_NOT_FOUND),
    response: VisualizerAnswerSchema,
  },
});
