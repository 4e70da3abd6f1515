import { AdminOrderDetailSchema, OrderPaymentParamsSchema } from '../admin-order-detail';
import { OrderIdParamsSchema } from '../admin-orders';
import { endpoints } from '../endpoint';
import { ManualRefundSchema, MercadoPagoRefundSchema } from '../order-payments';

/** Staff give money back: through Mercado Pago's refunds API, or recorded by hand. */
export const refundEndpoints = endpoints({
  /** 201 with the order once the refund is recorded (or was already, for the same key). */
  mercadoPagoRefund: {
    method: 'POST',
    path: '/api/admin/orders/:id/payments/:paymentId/refund',
    params: OrderPaymentParamsSchema,
    body: MercadoPagoRefundSchema,
    response: AdminOrderDetailSchema,
    status: [201],
  },
  manualRefund: {
    method: 'POST',
    path: '/api/admin/orders/:id/refunds',
    params: OrderIdParamsSchema,
    body: ManualRefundSchema,
    response: AdminOrderDetailSchema,
    status: [201],
  },
});
