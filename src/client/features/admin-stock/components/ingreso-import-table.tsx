import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../../../shared/format';
import type { IngresoImportRow } from '../../../../shared/stock/ingreso-import';
import { ScrollableTable } from '../../../components/scrollable-table';

/** "Fila 4: no hay…" under the Fila column reads "No hay…". */
const withoutRow = (message: string) => {
  const text = message.replace(/^Fila \d+: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function lotStateText(item: IngresoImportRow): string {
  switch (item.lotState) {
    case 'nuevo':
      return 'Lote nuevo';
    case 'existente':
      return `Se suma al lote (${formatNumber(item.lotOnHand ?? 0)} en depósito)`;
    case 'repetido':
      return `Se suma a la fila ${item.firstRow ?? ''}`;
    default:
      return '';
  }
}

function State({ item }: { item: IngresoImportRow }) {
  if (item.errors.length > 0)
    return (
      <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
        {item.errors.map((error) => (
          <li key={error}>{withoutRow(error)}</li>
        ))}
      </Box>
    );
  return (
    <>
      {lotStateText(item)}
      {item.notices.map((notice) => (
        <Typography key={notice} variant="body2" color="text.secondary">
          {notice}
        </Typography>
      ))}
    </>
  );
}

const HEADERS = ['Fila', 'Código', 'Producto', 'Lote', 'Tono', 'Calibre', 'Cajas', 'Estado'];

/** The dry run's rows: what each one finds (product, lot) or why it cannot be registered. */
export function IngresoImportTable({ items }: { items: IngresoImportRow[] }) {
  return (
    <ScrollableTable label="Filas del archivo">
      <Table size="small" aria-label="Filas del archivo">
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} align={header === 'Cajas' ? 'right' : undefined}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow
              key={item.row}
              sx={{
                verticalAlign: 'top',
                bgcolor: (theme) =>
                  item.errors.length > 0 ? alpha(theme.palette.error.main, 0.06) : undefined,
              }}
            >
              <TableCell>{item.row}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.code || '—'}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>{item.product?.name ?? '—'}</TableCell>
              <TableCell>{item.lot || (item.product ? 'Sin lote' : '—')}</TableCell>
              <TableCell>{item.tono ?? '—'}</TableCell>
              <TableCell>{item.calibre ?? '—'}</TableCell>
              <TableCell align="right">
                {item.quantity === null ? '—' : formatNumber(item.quantity)}
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <State item={item} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
