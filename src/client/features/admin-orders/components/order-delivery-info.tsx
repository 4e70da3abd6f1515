import { z } from 'zod';
import Typography from '@mui/material/Typography';
import { DELIVERY_METHOD_LABELS, OrderDeliverySchema, deliveryCostText } from '#shared/delivery';
import { useAdminOrder } from '../api';

const WithDelivery = z.object({ delivery: OrderDeliverySchema });

/** How the order is delivered, from its detail (null until it arrives). */
export function useOrderDelivery(orderId: number): z.infer<typeof OrderDeliverySchema> | null {
  const parsed = WithDelivery.safeParse(useAdminOrder(orderId).data);
  return parsed.success ? parsed.data.delivery : null;
}

/** The order's delivery in its detail dialog: method, zone and cost ("A convenir" when unpriced). */
export function OrderDeliveryInfo({ orderId }: { orderId: number }) {
  const delivery = useOrderDelivery(orderId);
  if (!delivery) return null;
  const { method, partido, postalCode, cost } = delivery;
  const zone = [partido, postalCode && `CP ${postalCode}`].filter(Boolean).join(', ');
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Entrega
      </Typography>
      <Typography variant="body2" sx={{ mb: 3 }}>
        {DELIVERY_METHOD_LABELS[method]}
        {zone && ` · ${zone}`} · Costo: {deliveryCostText(method, cost)}
      </Typography>
    </>
  );
}
