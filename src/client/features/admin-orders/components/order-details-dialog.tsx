import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { WithdrawalList } from '../../admin-withdrawals/components/withdrawal-list';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ScrollableTable } from '../../../components/scrollable-table';
import { ADMIN_ORDER_MESSAGES } from '../../../../shared/admin-orders';
import { formatDate, formatMoney } from '../../../../shared/format';
import { lineQuantityParts } from '../../../../shared/order-lines';
import { type Order, PAYMENT_METHOD_LABELS } from '../../../../shared/orders';
import { useAdminOrder } from '../api';
import { OrderStatusChip, PaymentChip } from './order-chips';
import { OrderDeliveryInfo } from './order-delivery-info';
import { orderDate } from './orders-table';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const fieldGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  gap: 1.5,
  m: 0,
  mb: 3,
} as const;

/** A calendar day saved as 'YYYY-MM-DD', shown es-AR without shifting it across zones. */
function paymentDay(day: string): string {
  return formatDate(`${day}T12:00:00-03:00`);
}

function OrderDetails({ order }: { order: Order }) {
  const details = order.paymentStatus === 'paid' ? order.paymentDetails : null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Cliente
      </Typography>
      <Box component="dl" sx={fieldGrid}>
        <Field label="Nombre">{order.customerName}</Field>
        <Field label="Email">{order.customerEmail}</Field>
        <Field label="Teléfono">{order.customerPhone}</Field>
        <Field label="Dirección">{order.customerAddress}</Field>
        <Field label="Comentarios">{order.comments || '—'}</Field>
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Pedido
      </Typography>
      <Box component="dl" sx={fieldGrid}>
        <Field label="Fecha">{orderDate(order.createdAt)}</Field>
        <Field label="Estado">
          <OrderStatusChip status={order.status} />
        </Field>
        <Field label="Estado del pago">
          <PaymentChip order={order} />
        </Field>
        {details?.method && (
          <Field label="Método de pago">{PAYMENT_METHOD_LABELS[details.method]}</Field>
        )}
        {details?.date && <Field label="Fecha de pago">{paymentDay(details.date)}</Field>}
        {details?.reference && <Field label="Referencia">{details.reference}</Field>}
        {details?.notes && <Field label="Notas">{details.notes}</Field>}
        <Field label="Total">
          <strong>{formatMoney(order.totalAmount)}</strong>
        </Field>
      </Box>
      <OrderDeliveryInfo orderId={order.id} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Productos
      </Typography>
      <ScrollableTable label="Productos del pedido">
        <Table size="small" aria-label="Productos del pedido" sx={{ minWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>Producto</TableCell>
              <TableCell align="right">Cantidad</TableCell>
              <TableCell align="right">M²</TableCell>
              <TableCell>Desperdicio</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.products.map((line, index) => {
              const parts = lineQuantityParts({ ...line, pattern: line.layingPattern });
              return (
                <TableRow key={`${line.productId ?? 'sin-producto'}-${index}`}>
                  <TableCell>
                    {line.productName}
                    {line.productId === null && (
                      <Typography variant="caption" color="error" component="div">
                        {ADMIN_ORDER_MESSAGES.productNotFound}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {parts.quantity}
                  </TableCell>
                  <TableCell align="right">
                    {parts.boxesArea ?? '—'}
                    {parts.room && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {parts.room}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {parts.boxesArea === null ? '—' : line.includeWaste ? 'Sí' : 'No'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollableTable>
    </>
  );
}

export function OrderDetailsDialog({ orderId, onClose }: { orderId: number; onClose(): void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, isPending, isError } = useAdminOrder(orderId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>Detalles del Pedido #{orderId}</DialogTitle>
      <DialogContent dividers>
        {/* Botón de arrepentimiento requests naming this order, first: they have a legal deadline. */}
        <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
          <WithdrawalList orderId={orderId} />
        </Box>
        {isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Cargando pedido" />
          </Box>
        )}
        {isError && <Alert severity="error">{ADMIN_ORDER_MESSAGES.loadError}</Alert>}
        {data && <OrderDetails order={data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
