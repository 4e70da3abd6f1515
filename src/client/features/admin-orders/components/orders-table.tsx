import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PaymentsIcon from '@mui/icons-material/Payments';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, pagesOf } from '#client/components/ui/data-table';
import {
  ADMIN_ORDERS_PAGE_SIZES,
  ADMIN_ORDER_MESSAGES,
  type AdminOrderList,
  type AdminOrderSummary,
} from '#shared/admin-orders';
import { DELIVERY_METHOD_SHORT_LABELS } from '#shared/delivery';
import { formatDateTime, formatMoney } from '#shared/format';
import { OrderStatusChip, PaymentChip, WithdrawalChip } from './order-chips';

export type OrderAction = 'details' | 'status' | 'payment' | 'delete';

const ACTIONS = [
  {
    action: 'details',
    title: 'Ver detalles',
    label: 'Ver detalles del pedido',
    icon: <VisibilityIcon fontSize="small" />,
  },
  {
    action: 'status',
    title: 'Cambiar estado',
    label: 'Cambiar estado del pedido',
    icon: <EditNoteIcon fontSize="small" />,
  },
  {
    action: 'payment',
    title: 'Pagos',
    label: 'Pagos del pedido',
    icon: <PaymentsIcon fontSize="small" />,
  },
  {
    action: 'delete',
    title: 'Eliminar',
    label: 'Eliminar pedido',
    icon: <DeleteIcon fontSize="small" />,
  },
] as const;

/**
 * A phone (390 px) shows two columns: the order (number, delivery, customer, date, total, chips)
 * and its actions in a 2×2 grid, so every action is in reach without scrolling sideways (issue
 * 16, item 6).
 */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'grid', sm: 'none' } } as const;

export function orderDate(createdAt: string | null): string {
  return createdAt ? formatDateTime(createdAt) : ADMIN_ORDER_MESSAGES.dateMissing;
}

/** The pager's position before the first page arrives. */
const NO_ORDERS = { total: 0, page: 1, pageSize: ADMIN_ORDERS_PAGE_SIZES[0] };

interface OrdersTableProps {
  data: AdminOrderList | undefined;
  loading: boolean;
  onAction(action: OrderAction, order: AdminOrderSummary): void;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

export function OrdersTable({
  data,
  loading,
  onAction,
  onPageChange,
  onPageSizeChange,
}: OrdersTableProps) {
  const orders = data?.orders ?? [];
  return (
    <DataTable
      label="Pedidos"
      sx={{ minWidth: { xs: 0, sm: 980 }, '& td, & th': { px: { xs: 1, sm: 1.5 } } }}
      loading={{ active: loading, label: 'Cargando pedidos' }}
      head={
        <>
          <TableCell sx={WIDE_ONLY}>N°</TableCell>
          <TableCell sx={WIDE_ONLY}>Fecha</TableCell>
          <TableCell sx={WIDE_ONLY}>Entrega</TableCell>
          <TableCell>Cliente</TableCell>
          <TableCell align="right" sx={WIDE_ONLY}>
            Total
          </TableCell>
          <TableCell sx={WIDE_ONLY}>Estado</TableCell>
          <TableCell sx={WIDE_ONLY}>Pago</TableCell>
          <TableCell align="center">Acciones</TableCell>
        </>
      }
      columns={8}
      empty={data && orders.length === 0 ? 'No hay pedidos para mostrar.' : null}
      pages={pagesOf(
        { data: data ?? NO_ORDERS, loading, onPageChange, onPageSizeChange },
        ADMIN_ORDERS_PAGE_SIZES,
        'Pedidos por página:',
      )}
    >
      {orders.map((order) => (
        <TableRow key={order.id} hover>
          <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap', fontWeight: 600 }}>
            #{order.id}
          </TableCell>
          <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
            {orderDate(order.createdAt)}
          </TableCell>
          <TableCell sx={WIDE_ONLY}>{DELIVERY_METHOD_SHORT_LABELS[order.deliveryMethod]}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {order.customerName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {order.customerEmail}
            </Typography>
            {order.withdrawal && (
              <Box sx={{ mt: 0.5 }}>
                <WithdrawalChip mark={order.withdrawal} />
              </Box>
            )}
            <Box sx={{ ...PHONE_ONLY, gap: 0.5, mt: 0.5, justifyItems: 'start' }}>
              <Typography variant="body2">
                #{order.id} · {DELIVERY_METHOD_SHORT_LABELS[order.deliveryMethod]} ·{' '}
                {orderDate(order.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatMoney(order.totalAmount)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                <OrderStatusChip status={order.status} method={order.deliveryMethod} />
                <PaymentChip order={order} />
              </Box>
            </Box>
          </TableCell>
          <TableCell align="right" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
            {formatMoney(order.totalAmount)}
          </TableCell>
          <TableCell sx={WIDE_ONLY}>
            <OrderStatusChip status={order.status} method={order.deliveryMethod} />
          </TableCell>
          <TableCell sx={WIDE_ONLY}>
            <PaymentChip order={order} />
          </TableCell>
          <TableCell align="center" sx={{ verticalAlign: { xs: 'top', sm: 'middle' } }}>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, auto)', sm: 'repeat(4, auto)' },
                justifyContent: 'center',
                gap: { xs: 0.5, sm: 0 },
              }}
            >
              {ACTIONS.map(({ action, title, label, icon }) => (
                <Tooltip key={action} title={title}>
                  <IconButton
                    size="small"
                    aria-label={`${label} #${order.id}`}
                    color={action === 'delete' ? 'error' : 'default'}
                    onClick={() => onAction(action, order)}
                  >
                    {icon}
                  </IconButton>
                </Tooltip>
              ))}
            </Box>
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
