import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetail } from '#shared/admin-order-detail';
import { useOrderDelivery } from './order-delivery-info';
import { OrderLines } from './order-lines';
import { OrderLinesEditor } from './order-lines-editor';

/** The order's products, and for a Pendiente order the way to change them. */
export function OrderLinesSection({ order }: { order: AdminOrderDetail }) {
  const [editing, setEditing] = useState(false);
  const delivery = useOrderDelivery(order.id);
  const editable = order.status === 'pending';
  return (
    <Box component="section" aria-labelledby="order-lines-title" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          id="order-lines-title"
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, flex: 1 }}
        >
          Productos
        </Typography>
        {editable && !editing && (
          <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
            Editar líneas
          </Button>
        )}
      </Box>
      {editing && editable ? (
        <OrderLinesEditor order={order} onDone={() => setEditing(false)} />
      ) : (
        <OrderLines
          lines={order.products}
          discounts={order.discounts}
          delivery={delivery}
          total={order.totalAmount}
        />
      )}
    </Box>
  );
}
