import { useQuery } from '@tanstack/react-query';
import { deliveryDaysText, deliveryZoneFor } from '#shared/delivery-cost';
import { type ShippingPlace, shippingPlaceDelivery } from '#shared/shipping-quote';
import { deliveryZonesQuery } from '../api/delivery-zones';
import { useShippingPlace } from '../stores/shipping-place';

export interface ShippingQuote {
  /** The place quoted this visit; null before the shopper asks. */
  place: ShippingPlace | null;
  /** Its cost by the order's rule: null "a convenir", undefined while the zones load. */
  cost: number | null | undefined;
  /** "llega en 2 a 4 días hábiles"; null when the zone promises no time or there is none. */
  days: string | null;
  failed: boolean;
}

/** The remembered place's delivery cost; the zones are asked for only once a place exists. */
export function useShippingQuote(): ShippingQuote {
  const place = useShippingPlace();
  const zones = useQuery({ ...deliveryZonesQuery, enabled: place !== null });
  const zone =
    place && zones.data
      ? deliveryZoneFor(zones.data.zones, shippingPlaceDelivery(place))
      : undefined;
  return {
    place,
    cost: zone === undefined ? undefined : (zone?.price ?? null),
    days: zone ? deliveryDaysText(zone) : null,
    failed: place !== null && zones.isError,
  };
}
