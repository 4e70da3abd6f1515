import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import {
  ORDER_EXPORT_MESSAGES,
  type OrderExportFormat,
  type OrderExportRows,
} from '#shared/admin-orders';
import { ApiError } from '#client/api-client';
import { exportOrders } from '../api';
import type { OrderFilterValues } from './order-filters';

const CHOICES: { rows: OrderExportRows; title: string }[] = [
  { rows: 'pedido', title: 'Una fila por pedido' },
  { rows: 'linea', title: 'Una fila por línea' },
];
const FORMATS: { format: OrderExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'Excel (XLSX)' },
  { format: 'csv', label: 'CSV' },
];

/** "Exportar": the orders the filters select, as XLSX or CSV, per order or per line. */
export function OrderExportMenu({
  filters,
  onError,
}: {
  filters: OrderFilterValues;
  onError(message: string): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(format: OrderExportFormat, rows: OrderExportRows) {
    setAnchor(null);
    setBusy(true);
    try {
      await exportOrders(filters, format, rows);
    } catch (error) {
      onError(error instanceof ApiError ? error.message : ORDER_EXPORT_MESSAGES.error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="outlined"
        id="order-export-button"
        aria-haspopup="menu"
        aria-controls={anchor ? 'order-export-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Exportar
      </Button>
      <Menu
        id="order-export-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'order-export-button' } }}
      >
        {CHOICES.flatMap(({ rows, title }) => [
          <ListSubheader key={rows}>{title}</ListSubheader>,
          ...FORMATS.map(({ format, label }) => (
            <MenuItem
              key={`${rows}-${format}`}
              // The heading above says what a row is; the name says it too, for a screen reader.
              aria-label={`${label}, ${title.toLocaleLowerCase('es-AR')}`}
              onClick={() => void run(format, rows)}
              sx={{ pl: 3 }}
            >
              {label}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}
