import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CustomerOrder } from '#shared/customer-order';
import { formatMoney } from '#shared/format';
import { paymentDayText } from '#shared/order-payments';
import { PAYMENT_METHOD_LABELS } from '#shared/orders';
import { AmountList } from './amount-list';

/** What the customer has paid, payment by payment, and what is left (or in their favour). */
export function CustomerOrderPayments({ order }: { order: CustomerOrder }) {
  const favour = order.balanceDue < 0;
  return (
    <Box component="section" aria-labelledby="customer-order-payments">
      <Typography id="customer-order-payments" variant="h6" component="h2" sx={{ mb: 1 }}>
        Pagos
      </Typography>
      {order.payments.length === 0 ? (
        <Typography color="text.secondary">Todavía no registramos pagos de este pedido.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.payments.map((payment, index) => (
            <Box
              component="li"
              key={index}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <span>
                {paymentDayText(payment.date)} · {PAYMENT_METHOD_LABELS[payment.method]}
              </span>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(payment.amount)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <AmountList
        rows={[{ label: 'Pagado', text: formatMoney(order.paidAmount) }]}
        last={{
          label: favour ? 'Saldo a tu favor' : 'Saldo',
          text: formatMoney(Math.abs(order.balanceDue)),
        }}
        sx={{ columnGap: 0.5, mt: 1 }}
      />
    </Box>
  );
}
