import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { formatDate, formatMoney, formatNumber } from '#shared/format';
import type { PurchaseOrder } from '#shared/purchasing/contract';
import { PURCHASE_ORDER_STATUS_LABELS } from '#shared/purchasing/statuses';
import { useCurrentUser } from '#client/api/current-user';
import { PageHeader } from '#client/components/page-heading';
import {
  purchaseOrderPdfHref,
  useCancelPurchaseOrder,
  useCreatePurchaseOrder,
  usePurchaseOrder,
  usePurchaseOrders,
  useReceivePurchaseOrder,
  useSendPurchaseOrder,
} from '#client/features/admin-purchasing/api';
import { PurchaseOrderDialog } from '#client/features/admin-purchasing/components/purchase-order-dialog';
import { ReceiptDialog } from '#client/features/admin-purchasing/components/receipt-dialog';
import { AdminToast, type Toast } from '#client/components/ui/admin-toast';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { type PageHandle, titledHead } from '#client/page';

export const handle: PageHandle = { head: titledHead('Compras', { noindex: true }) };

const errorText = (error: Error | null) => (error ? error.message : null);

/** One purchase order: its lines, what came in each receipt, and the next steps. */
function OrderDetail({
  order,
  seesCosts,
  onClose,
  onToast,
}: {
  order: PurchaseOrder;
  seesCosts: boolean;
  onClose(): void;
  onToast(toast: Toast): void;
}) {
  const send = useSendPurchaseOrder();
  const cancel = useCancelPurchaseOrder();
  const receive = useReceivePurchaseOrder();
  const [receiving, setReceiving] = useState(false);
  const busy = send.isPending || cancel.isPending;
  const fail = (error: Error) => onToast({ message: error.message, severity: 'error' });
  const open = order.status === 'sent' || order.status === 'partly_received';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>
        Orden de compra N.º {order.id} · {PURCHASE_ORDER_STATUS_LABELS[order.status]}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {order.supplierName}
          {order.sentAt ? ` · enviada el ${formatDate(order.sentAt)}` : ''}
        </Typography>
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Líneas de la orden">
            <TableHead>
              <TableRow>
                <TableCell>Producto</TableCell>
                <TableCell align="right">Pedidas</TableCell>
                <TableCell align="right">Recibidas</TableCell>
                {seesCosts && <TableCell align="right">Costo</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.productName}</TableCell>
                  <TableCell align="right">{formatNumber(line.quantity)}</TableCell>
                  <TableCell align="right">{formatNumber(line.received)}</TableCell>
                  {seesCosts && (
                    <TableCell align="right">
                      {line.expectedCost == null ? '—' : formatMoney(line.expectedCost)}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {order.receipts.map((receipt) => (
          <Typography key={receipt.id} variant="body2" color="text.secondary">
            Recibido el {formatDate(`${receipt.receivedOn}T12:00:00Z`)} por {receipt.actorName}:{' '}
            {receipt.lines
              .map(
                (line) =>
                  `${line.productName} ${formatNumber(line.quantity)} (lote ${line.lotCode ?? '—'})${line.note ? ` – ${line.note}` : ''}`,
              )
              .join('; ')}
            {receipt.note ? `. ${receipt.note}` : ''}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {seesCosts && (
          <Button href={purchaseOrderPdfHref(order.id)} target="_blank" rel="noopener">
            PDF
          </Button>
        )}
        {seesCosts && order.status !== 'received' && order.status !== 'cancelled' && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => cancel.mutate(order.id, { onError: fail })}
          >
            Cancelar orden
          </Button>
        )}
        {seesCosts && order.status === 'draft' && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              send.mutate(order.id, {
                onSuccess: () =>
                  onToast({ message: 'Orden enviada al proveedor', severity: 'success' }),
                onError: fail,
              })
            }
          >
            Enviar al proveedor
          </Button>
        )}
        {open && (
          <Button variant="contained" onClick={() => setReceiving(true)}>
            Recibir mercadería
          </Button>
        )}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
      {receiving && (
        <ReceiptDialog
          order={order}
          seesCosts={seesCosts}
          saving={receive.isPending}
          error={errorText(receive.error)}
          onClose={() => setReceiving(false)}
          onSave={(input) =>
            receive.mutate(
              { id: order.id, input },
              {
                onSuccess: () => {
                  setReceiving(false);
                  onToast({ message: 'Recepción registrada', severity: 'success' });
                },
              },
            )
          }
        />
      )}
    </Dialog>
  );
}

/**
 * /admin/compras: the purchase orders, their receipt into lots. An editor sees and receives
 * them without costs; the owner also creates, sends and cancels them.
 */
export function Component() {
  const me = useCurrentUser();
  const seesCosts = me.data?.role === 'super_admin';
  const { data, isPending, isError } = usePurchaseOrders();
  const create = useCreatePurchaseOrder();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const detail = usePurchaseOrder(openId);
  const [toast, setToast] = useState<Toast | null>(null);
  const items = data?.items ?? [];
  return (
    <>
      <PageHeader title="Compras">
        {seesCosts && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              create.reset();
              setCreating(true);
            }}
          >
            Nueva orden de compra
          </Button>
        )}
      </PageHeader>
      <PageErrors messages={[isError && 'Error al cargar las órdenes de compra.']} />
      {isPending ? (
        <PageLoading label="Cargando órdenes de compra" />
      ) : (
        <TableContainer component={Paper}>
          <Table aria-label="Órdenes de compra" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>N.º</TableCell>
                <TableCell>Proveedor</TableCell>
                <TableCell>Estado</TableCell>
                <TableCell align="right">Recibido</TableCell>
                {seesCosts && (
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    Total
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((order) => (
                <TableRow
                  key={order.id}
                  hover
                  onClick={() => setOpenId(order.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>
                    <Button size="small" onClick={() => setOpenId(order.id)}>
                      {order.id}
                    </Button>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{order.supplierName}</TableCell>
                  <TableCell>{PURCHASE_ORDER_STATUS_LABELS[order.status]}</TableCell>
                  <TableCell align="right">
                    {formatNumber(order.received)} de {formatNumber(order.ordered)}
                  </TableCell>
                  {seesCosts && (
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {order.total == null ? '—' : formatMoney(order.total)}
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {items.length === 0 && !isError && (
                <TableRow>
                  <TableCell colSpan={5} align="center">
                    Todavía no hay órdenes de compra.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {creating && (
        <PurchaseOrderDialog
          saving={create.isPending}
          error={errorText(create.error)}
          onClose={() => setCreating(false)}
          onSave={(input) =>
            create.mutate(input, {
              onSuccess: (order) => {
                setCreating(false);
                setOpenId(order.id);
                setToast({ message: 'Orden de compra guardada', severity: 'success' });
              },
            })
          }
        />
      )}
      {openId !== null && detail.data && (
        <OrderDetail
          order={detail.data}
          seesCosts={seesCosts}
          onClose={() => setOpenId(null)}
          onToast={setToast}
        />
      )}
      <AdminToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}
