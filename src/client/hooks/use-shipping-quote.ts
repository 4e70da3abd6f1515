import { useQuery } from '@tanstack/react-query';
import { type ShippingPlace, shippingPlaceCost } from '#shared/shipping-quote';
import { deliveryZonesQuery } from '../api/delivery-zones';
import { useShippingPlace } from '../stores/shipping-place';

export interface ShippingQuote {
  /** The place quoted this visit; null before the shopper asks. */
  place: ShippingPlace | null;
  /** Its cost by the order's rule: null "a convenir", undefined while the zones load. */
  cost: number | null | undefined;
  failed: boolean;
}

/** The remembered place's delivery cost; the zones are asked for only once a place exists. */
export function useShippingQuote(): ShippingQuote {
  const place = useShippingPlace();
  const zones = useQuery({ ...deliveryZonesQuery, enabled: place !== null });
  return {
    place,
    cost: place && zones.data ? shippingPlaceCost(zones.data.zones, place) : undefined,
    failed: place !== null && zones.isError,
  };
}
