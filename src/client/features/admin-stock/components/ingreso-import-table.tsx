import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type Theme, alpha } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { formatNumber } from '#shared/format';
import type { IngresoImportRow } from '#shared/stock/ingreso-import';
import { ScrollableTable } from '#client/components/scrollable-table';

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

/** "Lote L-A1 · tono T3 · cal. 9 · 1.038 cajas", as the Stock table names a lot. */
function lotLine(item: IngresoImportRow): string {
  return [
    item.lot ? `Lote ${item.lot}` : item.product ? 'Sin lote' : 'Falta el lote',
    item.tono && `tono ${item.tono}`,
    item.calibre && `cal. ${item.calibre}`,
    item.quantity !== null && `${formatNumber(item.quantity)} cajas`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** On a phone, one card per row: everything in view, nothing to scroll sideways to. */
function IngresoImportList({ items }: { items: IngresoImportRow[] }) {
  return (
    <Box
      component="ul"
      aria-label="Filas del archivo"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.row}
          sx={{
            border: 1,
            borderColor: item.errors.length > 0 ? 'error.main' : 'divider',
            borderRadius: 1,
            p: 1.5,
            overflowWrap: 'anywhere',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            Fila {item.row} · Código {item.code || '—'}
          </Typography>
          <Typography variant="subtitle2" component="p">
            {item.product?.name ?? '—'}
          </Typography>
          <Typography variant="body2">{lotLine(item)}</Typography>
          <Box sx={{ mt: 0.5, typography: 'body2' }}>
            <State item={item} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const HEADERS = ['Fila', 'Código', 'Producto', 'Lote', 'Tono', 'Calibre', 'Cajas', 'Estado'];

/** The dry run's rows: what each one finds (product, lot) or why it cannot be registered. */
export function IngresoImportTable({ items }: { items: IngresoImportRow[] }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <IngresoImportList items={items} />;
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
