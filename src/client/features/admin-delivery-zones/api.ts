import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DeliveryZoneInput, adminDeliveryZoneEndpoints } from '#shared/delivery';
import { client as endpointClient } from '#client/api/endpoint-client';

const zones = endpointClient(adminDeliveryZoneEndpoints);

const ZONES_KEY = ['admin', 'delivery-zones'] as const;

export const adminDeliveryZonesQuery = queryOptions({
  queryKey: ZONES_KEY,
  queryFn: ({ signal }) => zones.list({}, { signal }),
});

export function useAdminDeliveryZones() {
  return useQuery(adminDeliveryZonesQuery);
}

/** Creates a zone (id null) or replaces one; the list (and checkout's prices) are refetched. */
export function useSaveDeliveryZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DeliveryZoneInput }) =>
      id ? zones.update({ params: { id }, body: input }) : zones.create({ body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ZONES_KEY }),
  });
}

export function useDeleteDeliveryZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => zones.remove({ params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ZONES_KEY }),
  });
}
