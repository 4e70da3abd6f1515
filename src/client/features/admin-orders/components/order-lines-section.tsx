import { useState } from 'react';
import Button from '@mui/material/Button';
import type { AdminOrderDetail } from '#shared/admin-order-detail';
import { DetailSection } from '#client/components/ui/detail-section';
import { useOrderDelivery } from './order-delivery-info';
import { OrderLines } from './order-lines';
import { OrderLinesEditor } from './order-lines-editor';

/** The order's products, and for a Pendiente order the way to change them. */
export function OrderLinesSection({ order }: { order: AdminOrderDetail }) {
  const [editing, setEditing] = useState(false);
  const delivery = useOrderDelivery(order.id);
  const editable = order.status === 'pending';
  return (
    <DetailSection
      id="order-lines-title"
      title="Productos"
      aside={
        editable &&
        !editing && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => setEditing(true)}
            sx={{ ml: 'auto' }}
          >
            Editar líneas
          </Button>
        )
      }
    >
      {editing && editable ? (
        <OrderLinesEditor order={order} onDone={() => setEditing(false)} />
      ) : (
        <OrderLines
          lines={order.products}
          adjustments={order.adjustments}
          delivery={delivery}
          total={order.totalAmount}
        />
      )}
    </DetailSection>
  );
}
