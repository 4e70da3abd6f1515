import { deliveryZoneEndpoints } from '#shared/storefront-endpoints';
import { client } from './endpoint-client';

const zones = client(deliveryZoneEndpoints);

/** The shipping prices the checkout and "Calculá el envío" quote. */
export const deliveryZonesQuery = {
  queryKey: ['delivery-zones'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => zones.list({}, { signal }),
  staleTime: 5 * 60 * 1000,
};
