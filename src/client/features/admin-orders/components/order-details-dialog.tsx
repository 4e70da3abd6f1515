import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import type { AdminOrderDetail } from '#shared/admin-order-detail';
import { orderDocumentUrl, useAdminOrder } from '../api';
import { CustomerPhone } from './customer-phone';
import { OrderStatusChip } from './order-chips';
import { OrderDeliveryInfo } from './order-delivery-info';
import { OrderLinesSection } from './order-lines-section';
import { OrderLots } from './order-lots';
import { OrderNotes } from './order-notes';
import { OrderPayments } from './order-payments';
import { OrderQuoteValidity } from './order-quote-validity';
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

function OrderDetails({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Cliente
      </Typography>
      <Box component="dl" sx={fieldGrid}>
        <Field label="Nombre">{order.customerName}</Field>
        <Field label="Email">{order.customerEmail || '—'}</Field>
        <Field label="Teléfono">
          <CustomerPhone phone={order.customerPhone} name={order.customerName} />
        </Field>
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
        <OrderQuoteValidity order={order} />
      </Box>
      <OrderDeliveryInfo orderId={order.id} />
      <OrderLinesSection order={order} />
      <OrderLots orderId={order.id} products={order.products} />
      <OrderPayments order={order} />
      <OrderNotes order={order} />
    </>
  );
}

interface OrderDetailsDialogProps {
  orderId: number;
  /** The order's arrepentimiento requests (the page passes the withdrawals feature's list). */
  withdrawals: ReactNode;
  onClose(): void;
}

export function OrderDetailsDialog({ orderId, withdrawals, onClose }: OrderDetailsDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, isPending, isError } = useAdminOrder(orderId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>Detalles del Pedido #{orderId}</DialogTitle>
      <DialogContent dividers>
        {/* Botón de arrepentimiento requests naming this order, first: they have a legal deadline. */}
        <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>{withdrawals}</Box>
        {isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Cargando pedido" />
          </Box>
        )}
        {isError && <Alert severity="error">{ADMIN_ORDER_MESSAGES.loadError}</Alert>}
        {data && <OrderDetails order={data} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* A new tab with the browser's PDF viewer: print it or save it from there. */}
        {(
          [
            ['presupuesto', 'Presupuesto (PDF)'],
            ['remito', 'Remito (PDF)'],
          ] as const
        ).map(([kind, label]) => (
          <Button
            key={kind}
            component="a"
            href={orderDocumentUrl(orderId, kind)}
            target="_blank"
            rel="noopener"
            startIcon={<PictureAsPdfIcon />}
          >
            {label}
          </Button>
        ))}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
