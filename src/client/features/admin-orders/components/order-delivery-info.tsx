import { Suspense, lazy, useState } from 'react';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DELIVERY_METHOD_LABELS, OrderDeliverySchema, deliveryCostText } from '#shared/delivery';
import { capitalizeFirst, deliveryWindowText } from '#shared/working-days';
import { useAdminOrder } from '../api';

const OrderDeliveryDialog = lazy(() =>
  import('./order-delivery-dialog').then((module) => ({ default: module.OrderDeliveryDialog })),
);

const WithDelivery = z.object({
  delivery: OrderDeliverySchema,
  version: z.number(),
  totalAmount: z.number(),
});

/** How the order is delivered, from its detail (null until it arrives). */
export function useOrderDelivery(orderId: number): z.infer<typeof OrderDeliverySchema> | null {
  const parsed = WithDelivery.safeParse(useAdminOrder(orderId).data);
  return parsed.success ? parsed.data.delivery : null;
}

/**
 * The order's delivery in its detail dialog: method, zone, cost ("A convenir" when unpriced) and
 * the promised or agreed day; "Cambiar entrega" sets the cost and day later.
 */
export function OrderDeliveryInfo({ orderId }: { orderId: number }) {
  const parsed = WithDelivery.safeParse(useAdminOrder(orderId).data);
  const [editing, setEditing] = useState(false);
  if (!parsed.success) return null;
  const { delivery, version, totalAmount } = parsed.data;
  const { method, partido, postalCode, cost, from, until } = delivery;
  const zone = [partido, postalCode && `CP ${postalCode}`].filter(Boolean).join(', ');
  const day =
    from && until ? capitalizeFirst(deliveryWindowText({ from, until })) : 'Fecha a coordinar';
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Entrega
      </Typography>
      <Box sx={{ mb: 3, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {DELIVERY_METHOD_LABELS[method]}
          {zone && ` · ${zone}`} · Costo: {deliveryCostText(method, cost)}
          {method === 'shipping' && ` · ${day}`}
        </Typography>
        {method === 'shipping' && (
          <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
            Cambiar entrega
          </Button>
        )}
      </Box>
      {editing && (
        <Suspense fallback={null}>
          <OrderDeliveryDialog
            order={{ id: orderId, version, totalAmount }}
            delivery={delivery}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
