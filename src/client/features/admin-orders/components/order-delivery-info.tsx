import { z } from 'zod';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_METHOD_LABELS,
  OrderDeliverySchema,
  deliveryCostText,
} from '../../../../shared/delivery';
import { useAdminOrder } from '../api';

const WithDelivery = z.object({ delivery: OrderDeliverySchema });

/** The order's delivery in its detail dialog: method, zone and cost ("A convenir" when unpriced). */
export function OrderDeliveryInfo({ orderId }: { orderId: number }) {
  const parsed = WithDelivery.safeParse(useAdminOrder(orderId).data);
  if (!parsed.success) return null;
  const { method, partido, postalCode, cost } = parsed.data.delivery;
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
