import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { type CustomerOrder, customerStatusLabel } from '../../../../shared/customer-order';
import {
  DELIVERY_METHOD_LABELS,
  deliveryCostText,
  deliveryLineLabel,
} from '../../../../shared/delivery';
import { formatDate, formatDateTime, formatMoney } from '../../../../shared/format';
import { orderDiscountRows } from '../../../../shared/order-discounts';
import { lineSpecialText, orderLineQuantityText } from '../../../../shared/order-line-text';
import { PAYMENT_STATUS_LABELS } from '../../../../shared/orders';
import { ScrollableTable } from '../../../components/scrollable-table';
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
              label={customerStatusLabel(order.status, delivery.method)}
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
          <Fact label="Costo de entrega">{deliveryCostText(delivery.method, delivery.cost)}</Fact>
          <Fact label="Presupuesto válido hasta">{formatDate(order.quoteValidUntil)}</Fact>
        </Box>
        <ScrollableTable label="Productos del pedido">
          <Table
            size="small"
            sx={{ '& td, & th': { px: 1 }, '& td.money, & th.money': { whiteSpace: 'nowrap' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>Producto</TableCell>
                <TableCell>Cantidad</TableCell>
                <TableCell align="right">Precio unitario</TableCell>
                <TableCell align="right">Subtotal</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.products.map((line, index) => (
                <TableRow key={index}>
                  <TableCell>{line.productName}</TableCell>
                  <TableCell>{orderLineQuantityText(line)}</TableCell>
                  <TableCell align="right" className="money">
                    {formatMoney(line.unitPrice)}
                    {lineSpecialText(line) && (
                      <Typography variant="caption" color="success.main" component="div">
                        {lineSpecialText(line)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" className="money">
                    {formatMoney(line.lineTotal)}
                  </TableCell>
                </TableRow>
              ))}
              {orderDiscountRows(order.discounts).map((row) => (
                <TableRow key={row.label}>
                  <TableCell colSpan={3} align="right">
                    {row.label}
                  </TableCell>
                  <TableCell align="right" className="money">
                    {row.text}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={3} align="right">
                  {deliveryLineLabel(delivery)}
                </TableCell>
                <TableCell align="right" className="money">
                  {deliveryCostText(delivery.method, delivery.cost)}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={3} align="right" sx={{ fontWeight: 700 }}>
                  Total
                </TableCell>
                <TableCell align="right" className="money" sx={{ fontWeight: 700 }}>
                  {formatMoney(order.totalAmount)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </ScrollableTable>
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
