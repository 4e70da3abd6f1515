import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumber } from '#shared/format';
import type { ProductStock, StockList } from '#shared/stock/contract';
import { DataTable } from '#client/components/ui/data-table';
import { lotName } from '#shared/stock/lot-name';

function lotLine(lot: ProductStock['lots'][number]) {
  const name = lotName(lot, 'cal.');
  return `${name}: ${formatNumber(lot.available)} disp. (${formatNumber(lot.onHand)} en depósito, ${formatNumber(lot.reserved)} reserv.)`;
}

function StateChip({ item }: { item: ProductStock }) {
  if (!item.trackStock) return <Chip size="small" label="Sin control" variant="outlined" />;
  if (item.low) return <Chip size="small" color="warning" label="Stock bajo" />;
  if (item.available <= 0 && item.backorderDays !== null)
    return <Chip size="small" label={`A pedido (${item.backorderDays} días)`} />;
  if (item.available <= 0) return <Chip size="small" label="Sin stock" />;
  return <Chip size="small" color="success" variant="outlined" label="Disponible" />;
}

/** The Stock screen's table: per product its totals and its lots, its ingreso and its detail. */
export function StockTable({
  data,
  loading,
  page,
  onPageChange,
  onIngreso,
  onDetail,
}: {
  data: StockList;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onIngreso: (item: ProductStock) => void;
  onDetail: (item: ProductStock) => void;
}) {
  return (
    <DataTable
      label="Stock por producto y lote"
      columns={6}
      empty={data.items.length === 0 ? 'No hay productos para mostrar.' : null}
      loading={{ active: loading, label: 'Actualizando el stock' }}
      pages={{
        total: data.total,
        page,
        pageSize: 25,
        pageSizes: [25],
        sizeLabel: 'Productos por página:',
        onPageChange,
        onPageSizeChange: () => undefined,
      }}
      head={
        <>
          <TableCell>Producto y lotes</TableCell>
          <TableCell align="right">En depósito</TableCell>
          <TableCell align="right">Reservado</TableCell>
          <TableCell align="right">Disponible</TableCell>
          <TableCell>Estado</TableCell>
          <TableCell />
        </>
      }
    >
      {data.items.map((item) => (
        <TableRow key={item.productId}>
          <TableCell sx={{ minWidth: 260 }}>
            {/* The name opens the detail: on a phone it is in view, the last column is not. */}
            <Link
              component="button"
              variant="body2"
              onClick={() => onDetail(item)}
              aria-label={`Detalle de stock de ${item.name}`}
              sx={{ fontWeight: 600, textAlign: 'left', display: 'block' }}
            >
              {item.name}
            </Link>
            {item.code && (
              <Typography variant="caption" color="text.secondary">
                Código {item.code}
              </Typography>
            )}
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {item.lots.map((lot) => (
                <Typography
                  component="li"
                  variant="caption"
                  key={lot.id}
                  sx={{ display: 'list-item' }}
                >
                  {lotLine(lot)}
                </Typography>
              ))}
            </Box>
          </TableCell>
          <TableCell align="right">{formatNumber(item.onHand)}</TableCell>
          <TableCell align="right">{formatNumber(item.reserved)}</TableCell>
          <TableCell align="right">{formatNumber(item.available)}</TableCell>
          <TableCell>
            <StateChip item={item} />
          </TableCell>
          <TableCell>
            {item.trackStock && (
              <Button
                size="small"
                onClick={() => onIngreso(item)}
                aria-label={`Ingreso de ${item.name}`}
              >
                Ingreso
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
