import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { CustomerOrder } from '#shared/customer-order';
import { DELIVERY_METHOD_LABELS, deliveryCostText } from '#shared/delivery';
import { capitalizeFirst, deliveryWindowText } from '#shared/working-days';
import { formatDate, formatDateTime } from '#shared/format';
import { PAYMENT_STATUS_LABELS, orderStatusLabel } from '#shared/orders';
import { CustomerOrderLines } from './customer-order-lines';
import { CustomerOrderPayments } from './customer-order-payments';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/**
 * The order as its customer sees it: status, payment, delivery, lines, total, payments and a
 * link to its presupuesto.
 */
export function CustomerOrderView({ order, quoteUrl }: { order: CustomerOrder; quoteUrl: string }) {
  const { delivery } = order;
  const deliveryWhere =
    delivery.method === 'pickup'
      ? 'En el local'
      : [
          order.customerAddress,
          delivery.partido,
          delivery.postalCode && `CP ${delivery.postalCode}`,
        ]
          .filter(Boolean)
          .join(', ');
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          <Fact label="Estado">
            <Chip
              color={order.status === 'cancelled' ? 'default' : 'primary'}
              label={orderStatusLabel(order.status, delivery.method)}
              size="small"
            />
          </Fact>
          <Fact label="Pago">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</Fact>
          <Fact label="Fecha">{formatDateTime(order.createdAt)}</Fact>
          <Fact label="Entrega">
            {DELIVERY_METHOD_LABELS[delivery.method]}
            <Typography variant="body2" color="text.secondary">
              {deliveryWhere}
            </Typography>
          </Fact>
          <Fact label="Costo de entrega">
            {deliveryCostText(delivery.method, delivery.cost)}
            {delivery.method === 'shipping' && delivery.cost === null && (
              <Typography variant="body2" color="text.secondary">
                Tu zona no tiene precio fijo: te contactamos para acordar el costo del envío.
              </Typography>
            )}
          </Fact>
          {delivery.method === 'shipping' && (
            <Fact label="Fecha de entrega">
              {delivery.from && delivery.until
                ? capitalizeFirst(
                    deliveryWindowText({ from: delivery.from, until: delivery.until }),
                  )
                : 'A coordinar con vos'}
            </Fact>
          )}
          <Fact label="Presupuesto válido hasta">{formatDate(order.quoteValidUntil)}</Fact>
        </Box>
        <CustomerOrderLines order={order} />
        <CustomerOrderPayments order={order} />
        <Box>
          <Button
            variant="outlined"
            href={quoteUrl}
            target="_blank"
            rel="noopener"
            startIcon={<PictureAsPdfIcon />}
          >
            Descargar presupuesto (PDF)
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Si tenés alguna consulta, respondé el correo de confirmación o escribinos.
        </Typography>
      </CardContent>
    </Card>
  );
}
