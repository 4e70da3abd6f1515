import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '#shared/format';
import { SALE_UNIT_LABELS, perUnitText } from '#shared/order-lines';
import type { PricePreview } from '#shared/price-batches';
import { pricePerSquareMeter } from '#shared/pricing';

const change = (from: number, to: number) => `${formatMoney(from)} → ${formatMoney(to)}`;

/**
 * What the change would do: each product's price for its sale unit (the column names it: "Por
 * caja", "Por bolsa"; with units mixed, each row names its own), and its m² price when it has one.
 */
export function PricePreviewTable({ preview }: { preview: PricePreview }) {
  const units = new Set(preview.rows.map((row) => row.saleUnit));
  const [unit] = units;
  const shared = units.size === 1 ? unit : undefined;
  return (
    <Box>
      <Typography sx={{ mb: 1, fontWeight: 600 }} role="status">
        {preview.count === 1
          ? 'Se cambiará el precio de 1 producto'
          : `Se cambiará el precio de ${preview.count} productos`}
      </Typography>
      {preview.count > preview.rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Se muestran los primeros {preview.rows.length}.
        </Typography>
      )}
      <Table size="small" aria-label="Vista previa de precios">
        <TableHead>
          <TableRow>
            <TableCell>Producto</TableCell>
            <TableCell align="right">
              {shared ? `Por ${SALE_UNIT_LABELS[shared].one}` : 'Por unidad de venta'}
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              Por m²
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => {
            const oldM2 = pricePerSquareMeter(row.oldPrice, row.metersPerBox);
            const newM2 = pricePerSquareMeter(row.newPrice, row.metersPerBox);
            const perM2 = oldM2 !== null && newM2 !== null ? `${change(oldM2, newM2)} /m²` : '—';
            return (
              <TableRow key={row.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                  {row.brand && (
                    <Typography variant="body2" color="text.secondary">
                      {row.brand}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {change(row.oldPrice, row.newPrice)}
                  </Box>
                  {!shared && (
                    <Typography variant="body2" color="text.secondary">
                      {perUnitText(row.saleUnit)}
                    </Typography>
                  )}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: { sm: 'none' }, whiteSpace: 'nowrap' }}
                  >
                    {perM2}
                  </Typography>
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}
                >
                  {perM2}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
