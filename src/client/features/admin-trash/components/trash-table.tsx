import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreIcon from '@mui/icons-material/Restore';
import { formatDate, formatDateTime } from '#shared/format';
import { TRASH_KIND_LABELS, TRASH_MESSAGES, type TrashItem } from '#shared/trash';
import { DataTable } from '#client/components/ui/data-table';

interface TrashTableProps {
  items: TrashItem[];
  busyId: string | null;
  onRestore(item: TrashItem): void;
  onPurge(item: TrashItem): void;
}

function TrashActions({
  item,
  busy,
  onRestore,
  onPurge,
}: {
  item: TrashItem;
  busy: boolean;
  onRestore(item: TrashItem): void;
  onPurge(item: TrashItem): void;
}) {
  return (
    <Stack
      direction="row"
      sx={{
        gap: 1,
        flexWrap: 'wrap',
        justifyContent: { md: 'flex-end' },
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      <Button
        size="small"
        variant="outlined"
        startIcon={<RestoreIcon />}
        disabled={busy}
        onClick={() => onRestore(item)}
        aria-label={`Restaurar ${item.label}`}
      >
        Restaurar
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteForeverIcon />}
        disabled={busy}
        onClick={() => onPurge(item)}
        aria-label={`Eliminar definitivamente ${item.label}`}
      >
        Eliminar
      </Button>
    </Stack>
  );
}

export function TrashTable({ items, busyId, onRestore, onPurge }: TrashTableProps) {
  return (
    <DataTable
      label="Papelera"
      sx={{ minWidth: { xs: 560, md: 760 } }}
      head={
        <>
          <TableCell>Tipo</TableCell>
          <TableCell>Elemento</TableCell>
          <TableCell>Eliminado por</TableCell>
          <TableCell>Eliminado el</TableCell>
          <TableCell>Se borra el</TableCell>
          <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
            Acciones
          </TableCell>
        </>
      }
      columns={6}
      empty={items.length === 0 ? TRASH_MESSAGES.empty : null}
    >
      {items.map((item) => {
        const actions = (
          <TrashActions
            item={item}
            busy={busyId !== null}
            onRestore={onRestore}
            onPurge={onPurge}
          />
        );
        return (
          <TableRow key={item.id} hover>
            <TableCell>{TRASH_KIND_LABELS[item.kind]}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: { xs: 210, md: 0 } }}>
              {item.label}
              {/* On a phone the actions sit under the name, not past the table's scroll. */}
              <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 1 }}>{actions}</Box>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.deletedByEmail || '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.deletedAt)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(item.expiresAt)}</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {actions}
            </TableCell>
          </TableRow>
        );
      })}
    </DataTable>
  );
}
