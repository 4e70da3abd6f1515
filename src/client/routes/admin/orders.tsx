import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ADMIN_ORDERS_DEFAULT_PAGE_SIZE, ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import type { AdminOrderSummary } from '#shared/admin-orders';
import { PageHeading } from '#client/components/page-heading';
import {
  useAdminOrders,
  useDeleteOrder,
  isStaleOrder,
  useUpdateOrderStatus,
} from '#client/features/admin-orders/api';
import { OrderDeleteDialog } from '#client/features/admin-orders/components/order-delete-dialog';
import { OrderDetailsDialog } from '#client/features/admin-orders/components/order-details-dialog';
import { WithdrawalList } from '#client/features/admin-withdrawals/components/withdrawal-list';
import {
  OrderFilters,
  type OrderFilterValues,
  orderFiltersFromSearch,
} from '#client/features/admin-orders/components/order-filters';
import { isInvalidRange } from '#client/components/ui/filter-bar';
import { OrderExportMenu } from '#client/features/admin-orders/components/order-export-menu';
import { PhoneOrderDialog } from '#client/features/admin-orders/components/phone-order-dialog';
import { OrderStatusDialog } from '#client/features/admin-orders/components/order-status-dialog';
import { AdminToast, type Toast } from '#client/components/ui/admin-toast';
import {
  type OrderAction,
  OrdersTable,
} from '#client/features/admin-orders/components/orders-table';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';
import { usePaging } from '#client/hooks/use-paging';
import { type PageHandle, titledHead } from '#client/page';

export const handle: PageHandle = { head: titledHead('Órdenes', { noindex: true }) };

export function Component() {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<OrderFilterValues>(() => orderFiltersFromSearch(params));
  const { page, pageSize, setPage, table } = usePaging(ADMIN_ORDERS_DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<{ action: OrderAction; order: AdminOrderSummary } | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);
  const [takingOrder, setTakingOrder] = useState(false);
  const [phoneOrderId, setPhoneOrderId] = useState<number | null>(null);
  const [dismissedLoadError, setDismissedLoadError] = useState(0);

  const q = useDebouncedValue(filters.q, 400);
  // A range that ends before it starts is not sent: the filter shows why.
  const applied = isInvalidRange(filters) ? { ...filters, to: '' } : filters;
  const orders = useAdminOrders({ ...applied, q, page, pageSize });
  const updateStatus = useUpdateOrderStatus();
  const deleteOrder = useDeleteOrder();

  const close = () => setOpen(null);
  const notify = (message: string, severity: Toast['severity']) => setToast({ message, severity });

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <PageHeading>Órdenes</PageHeading>
        </Box>
        <OrderExportMenu
          filters={{ ...applied, q }}
          onError={(message) => notify(message, 'error')}
        />
        <Button variant="contained" onClick={() => setTakingOrder(true)}>
          Nuevo pedido telefónico
        </Button>
      </Box>
      <OrderFilters
        value={filters}
        onChange={(value) => {
          setFilters(value);
          setPage(1);
        }}
      />
      <OrdersTable
        data={orders.data}
        loading={orders.isFetching}
        onAction={(action, order) => setOpen({ action, order })}
        {...table}
      />

      {(open?.action === 'details' || open?.action === 'payment') && (
        <OrderDetailsDialog
          orderId={open.order.id}
          withdrawals={<WithdrawalList orderId={open.order.id} />}
          onClose={close}
        />
      )}
      {open?.action === 'status' && (
        <OrderStatusDialog
          order={open.order}
          busy={updateStatus.isPending}
          onClose={close}
          onSave={(status, notifyCustomer) =>
            updateStatus.mutate(
              { id: open.order.id, status, notify: notifyCustomer, version: open.order.version },
              {
                onSuccess: () => {
                  close();
                  notify(ADMIN_ORDER_MESSAGES.statusUpdated, 'success');
                },
                onError: (error) =>
                  notify(
                    isStaleOrder(error) ? error.message : ADMIN_ORDER_MESSAGES.statusError,
                    'error',
                  ),
              },
            )
          }
        />
      )}
      {takingOrder && (
        <PhoneOrderDialog
          onClose={() => setTakingOrder(false)}
          onCreated={(id) => {
            setTakingOrder(false);
            setPhoneOrderId(id);
          }}
        />
      )}
      {phoneOrderId !== null && (
        <OrderDetailsDialog
          orderId={phoneOrderId}
          withdrawals={<WithdrawalList orderId={phoneOrderId} />}
          onClose={() => setPhoneOrderId(null)}
        />
      )}
      {open?.action === 'delete' && (
        <OrderDeleteDialog
          order={open.order}
          busy={deleteOrder.isPending}
          onClose={close}
          onConfirm={() =>
            deleteOrder.mutate(open.order.id, {
              onSuccess: () => {
                close();
                // The last order of a page takes the admin back one page.
                if (orders.data?.orders.length === 1 && page > 1) setPage(page - 1);
                notify(ADMIN_ORDER_MESSAGES.deleted, 'success');
              },
              onError: () => notify(ADMIN_ORDER_MESSAGES.deleteError, 'error'),
            })
          }
        />
      )}

      <AdminToast
        toast={
          toast ??
          (orders.isError && dismissedLoadError !== orders.errorUpdatedAt
            ? { message: ADMIN_ORDER_MESSAGES.loadError, severity: 'error' }
            : null)
        }
        onClose={() => {
          if (toast) setToast(null);
          else setDismissedLoadError(orders.errorUpdatedAt);
        }}
      />
    </>
  );
}
