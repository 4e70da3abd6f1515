import { useState } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '#shared/format';
import { type Lot, STOCK_MOVEMENT_KINDS, type StockMovementKind } from '#shared/stock/contract';
import { DataTable } from '#client/components/ui/data-table';
import { OptionSelect } from '#client/components/ui/option-select';
import { PageErrors } from '#client/components/ui/page-states';
import { type MovementFilters, useMovements } from '../api';
import { MOVEMENT_KIND_LABELS, deltaText, movementWhy } from '../stock-text';
import { lotName } from '#shared/stock/lot-name';

const KIND_OPTIONS = STOCK_MOVEMENT_KINDS.map((kind) => ({
  value: kind,
  label: MOVEMENT_KIND_LABELS[kind],
}));

/** A product's movements, newest first, by kind and lot (what MovementsQuerySchema filters). */
export function MovementsTable({ productId, lots }: { productId: string; lots: Lot[] }) {
  const [filters, setFilters] = useState<MovementFilters>({ kind: '', lotId: '' });
  const movements = useMovements(productId, filters);
  const items = movements.data?.items ?? [];
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <OptionSelect
          size="small"
          label="Tipo"
          allLabel="Todos"
          options={KIND_OPTIONS}
          value={filters.kind}
          onChange={(kind) => setFilters((f) => ({ ...f, kind: kind as StockMovementKind | '' }))}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 200, flex: '1 1 200px' }}
        />
        <OptionSelect
          size="small"
          label="Lote"
          allLabel="Todos"
          options={lots.map((lot) => ({ value: lot.id, label: lotName(lot) }))}
          value={filters.lotId}
          onChange={(lotId) => setFilters((f) => ({ ...f, lotId }))}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 200, flex: '1 1 200px' }}
        />
      </Box>
      {movements.isError && <PageErrors messages={[movements.error.message]} />}
      <DataTable
        label="Movimientos de stock"
        columns={7}
        empty={movements.data && items.length === 0 ? 'No hay movimientos para mostrar.' : null}
        loading={{ active: movements.isFetching, label: 'Cargando los movimientos' }}
        head={
          <>
            <TableCell>Fecha</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Lote</TableCell>
            <TableCell align="right">Depósito</TableCell>
            <TableCell align="right">Reservado</TableCell>
            <TableCell>Motivo o pedido</TableCell>
            <TableCell>Quién</TableCell>
          </>
        }
      >
        {items.map((m) => (
          <TableRow key={m.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{MOVEMENT_KIND_LABELS[m.kind]}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.lotCode || 'Sin lote'}</TableCell>
            <TableCell align="right">{deltaText(m.onHandDelta)}</TableCell>
            <TableCell align="right">{deltaText(m.reservedDelta)}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>{movementWhy(m)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.actorName}</TableCell>
          </TableRow>
        ))}
      </DataTable>
    </>
  );
}
