import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import { type DeliveryMethod, deliveryCostText, deliveryLineLabel } from '#shared/delivery';
import { formatMoney, formatNumber } from '#shared/format';
import { type OrderAdjustment, orderAdjustmentRows } from '#shared/order-adjustments';
import { lineQuantityText } from '#shared/order-lines';
import type { OrderLine } from '#shared/orders';

/** A discount or the delivery between a phone's list of lines and its total. */
function SummaryRow({ label, amount }: { label: string; amount: string }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Box>
  );
}

/** The shop's one wording of a line's quantity (cart, checkout, e-mails and here). */
function quantityText(line: OrderLine): string {
  return lineQuantityText({ ...line, pattern: line.layingPattern });
}

/** The catalogue's discount, or the price staff set by hand (it replaces the discount). */
function discountText(line: OrderLine): string {
  if (line.specialPrice) {
    return line.specialDiscount === null
      ? 'Precio especial'
      : `${formatNumber(line.specialDiscount)} % especial`;
  }
  return line.discountPercentage ? `${formatNumber(line.discountPercentage)} %` : '—';
}

/** The unit price charged, with the list price struck through when a discount applied. */
function UnitPrice({ line }: { line: OrderLine }) {
  const discounted = line.listPrice !== null && line.listPrice > line.unitPrice;
  return (
    <>
      {discounted && line.listPrice !== null && (
        <Typography
          component="s"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
          aria-label={`Precio de lista ${formatMoney(line.listPrice)}`}
        >
          {formatMoney(line.listPrice)}
        </Typography>
      )}
      {formatMoney(line.unitPrice)}
    </>
  );
}

function ProductName({ line }: { line: OrderLine }) {
  return (
    <>
      {line.productName}
      {line.productId === null && (
        <Typography variant="caption" color="error" component="div">
          {ADMIN_ORDER_MESSAGES.productNotFound}
        </Typography>
      )}
    </>
  );
}

interface LineDelivery {
  method: DeliveryMethod;
  partido: string | null;
  postalCode: string | null;
  cost: number | null;
}

/**
 * The order's lines with what each cost, then its discounts and its delivery ("Envío (zona …)" and its cost), so
 * they add up to the total: a table where there is room, one block per line on a phone (no
 * sideways scrolling).
 */
export function OrderLines({
  lines,
  adjustments = [],
  delivery = null,
  total,
}: {
  lines: OrderLine[];
  adjustments?: readonly OrderAdjustment[];
  delivery?: LineDelivery | null;
  total: number;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const discountRows = orderAdjustmentRows(adjustments);
  const deliveryLine = delivery && {
    label: deliveryLineLabel(delivery),
    cost: deliveryCostText(delivery.method, delivery.cost),
  };
  if (phone) {
    return (
      <Box component="ul" aria-label="Productos del pedido" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line, index) => (
          <Box
            component="li"
            key={`${line.productId ?? 'sin-producto'}-${index}`}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <ProductName line={line} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {quantityText(line)}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" component="div">
                <UnitPrice line={line} /> c/u
                {line.specialPrice
                  ? ` · ${discountText(line)}`
                  : line.discountPercentage
                    ? ` · ${discountText(line)} desc.`
                    : ''}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(line.lineTotal)}
              </Typography>
            </Box>
          </Box>
        ))}
        {discountRows.map((row) => (
          <SummaryRow key={row.label} label={row.label} amount={row.text} />
        ))}
        {deliveryLine && <SummaryRow label={deliveryLine.label} amount={deliveryLine.cost} />}
        <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', pt: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>Total</Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatMoney(total)}</Typography>
        </Box>
      </Box>
    );
  }
  return (
    <Table size="small" aria-label="Productos del pedido">
      <TableHead>
        <TableRow>
          <TableCell>Producto</TableCell>
          <TableCell>Cantidad</TableCell>
          <TableCell align="right">Precio unitario</TableCell>
          <TableCell align="right">Descuento</TableCell>
          <TableCell align="right">Subtotal</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={`${line.productId ?? 'sin-producto'}-${index}`}>
            <TableCell>
              <ProductName line={line} />
            </TableCell>
            <TableCell>{quantityText(line)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <UnitPrice line={line} />
            </TableCell>
            <TableCell align="right">{discountText(line)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.lineTotal)}
            </TableCell>
          </TableRow>
        ))}
        {discountRows.map((row) => (
          <TableRow key={row.label}>
            <TableCell colSpan={4}>{row.label}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {row.text}
            </TableCell>
          </TableRow>
        ))}
        {deliveryLine && (
          <TableRow>
            <TableCell colSpan={4}>{deliveryLine.label}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {deliveryLine.cost}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4} align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
            Total
          </TableCell>
          <TableCell
            align="right"
            sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}
          >
            {formatMoney(total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
