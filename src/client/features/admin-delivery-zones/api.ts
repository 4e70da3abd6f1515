import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryZoneInput, DeliveryZoneRow } from '../../../shared/delivery';
import { api } from '../../api-client';

const ZONES_KEY = ['admin', 'delivery-zones'] as const;

export const adminDeliveryZonesQuery = queryOptions({
  queryKey: ZONES_KEY,
  queryFn: ({ signal }) =>
    api<{ zones: DeliveryZoneRow[] }>('/api/admin/delivery-zones', { signal }),
});

export function useAdminDeliveryZones() {
  return useQuery(adminDeliveryZonesQuery);
}

/** Creates a zone (id null) or replaces one; the list (and checkout's prices) are refetched. */
export function useSaveDeliveryZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DeliveryZoneInput }) =>
      api<DeliveryZoneRow>(id ? `/api/admin/delivery-zones/${id}` : '/api/admin/delivery-zones', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ZONES_KEY }),
  });
}

export function useDeleteDeliveryZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/admin/delivery-zones/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ZONES_KEY }),
  });
}
