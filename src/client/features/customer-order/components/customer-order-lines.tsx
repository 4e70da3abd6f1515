import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CustomerOrder } from '#shared/customer-order';
import { deliveryCostText, deliveryLineLabel } from '#shared/delivery';
import { formatMoney, formatNumber } from '#shared/format';
import { orderAdjustmentRows } from '#shared/order-adjustments';
import { lineDiscount, lineSpecialText, orderLineQuantityText } from '#shared/order-line-text';
import { perUnitText } from '#shared/order-lines';
import { ScrollableTable } from '#client/components/scrollable-table';
import { AmountList } from './amount-list';
import { PAGE_PATHS as P } from '#shared/page-paths';
import { href } from '#shared/pages';

type Line = CustomerOrder['products'][number];

const LABEL = 'Productos del pedido';

/**
 * Both layouts are in the server's markup and CSS shows one (no layout change when the page is
 * taken over); the other is display: none, out of the accessibility tree, so a screen reader
 * reads the lines once.
 */
const PHONE = { display: { xs: 'block', md: 'none' } } as const;
const WIDE = { display: { xs: 'none', md: 'block' } } as const;

/** 'precio especial…' or 'antes $ 48.000, 10 % de descuento'; null for a catalogue price. */
function priceNote(line: Line): string | null {
  const special = lineSpecialText(line);
  if (special) return special;
  const discount = lineDiscount(line);
  return discount
    ? `antes ${formatMoney(discount.listPrice)}, ${formatNumber(discount.percentage)} % de descuento`
    : null;
}

/** The product's name, a link to its page while the shop shows it. */
function ProductName({ line }: { line: Line }) {
  if (!line.productId) return <>{line.productName}</>;
  return (
    <Link component={RouterLink} to={href(P.product, { id: line.productId })} underline="hover">
      {line.productName}
    </Link>
  );
}

/** What is added to and taken off the products, and the total: the same rows in both layouts. */
function summaryRows(order: CustomerOrder) {
  return [
    ...orderAdjustmentRows(order.adjustments).map((row) => ({ label: row.label, text: row.text })),
    {
      label: deliveryLineLabel(order.delivery),
      text: deliveryCostText(order.delivery.method, order.delivery.cost),
    },
  ];
}

/** A phone: each line a block of its own, every figure on a line wide enough for it. */
function LineCards({ order }: { order: CustomerOrder }) {
  return (
    <Box sx={PHONE}>
      <Box component="ul" aria-label={LABEL} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.products.map((line, index) => {
          const note = priceNote(line);
          return (
            <Box
              component="li"
              key={index}
              sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                <ProductName line={line} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {orderLineQuantityText(line)}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'space-between',
                  alignItems: 'baseline',
                  columnGap: 2,
                  mt: 0.5,
                }}
              >
                <Typography variant="body2">
                  {formatMoney(line.unitPrice)} {perUnitText(line.saleUnit)}
                  {note && (
                    <Typography variant="caption" color="success.main" component="span">
                      {' '}
                      ({note})
                    </Typography>
                  )}
                </Typography>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', ml: 'auto' }}>
                  {formatMoney(line.lineTotal)}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      <AmountList
        rows={summaryRows(order)}
        last={{ label: 'Total', text: formatMoney(order.totalAmount) }}
        sx={{ columnGap: 2, mt: 1.5 }}
      />
    </Box>
  );
}

/** A wider screen: the lines as a table, the additions and the total as its last rows. */
function LineTable({ order }: { order: CustomerOrder }) {
  return (
    <Box sx={WIDE}>
      <ScrollableTable label={LABEL}>
        <Table
          size="small"
          aria-label={LABEL}
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
            {order.products.map((line, index) => {
              const note = priceNote(line);
              return (
                <TableRow key={index}>
                  <TableCell>
                    <ProductName line={line} />
                  </TableCell>
                  <TableCell>{orderLineQuantityText(line)}</TableCell>
                  <TableCell align="right" className="money">
                    {formatMoney(line.unitPrice)}
                    {note && (
                      <Typography variant="caption" color="success.main" component="div">
                        {note}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" className="money">
                    {formatMoney(line.lineTotal)}
                  </TableCell>
                </TableRow>
              );
            })}
            {summaryRows(order).map((row) => (
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
    </Box>
  );
}

/** The order's lines, its discounts, delivery and total: cards on a phone, a table elsewhere. */
export function CustomerOrderLines({ order }: { order: CustomerOrder }) {
  return (
    <>
      <LineCards order={order} />
      <LineTable order={order} />
    </>
  );
}
