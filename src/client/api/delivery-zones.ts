import type { DeliveryZone } from '../../shared/delivery-cost';
import { api } from '../api-client';

/** GET /api/delivery-zones: the shipping prices the checkout and "Calculá el envío" quote. */
export const deliveryZonesQuery = {
  queryKey: ['delivery-zones'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<{ zones: DeliveryZone[] }>('/api/delivery-zones', { signal }),
  staleTime: 5 * 60 * 1000,
};
