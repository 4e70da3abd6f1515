import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_MESSAGES,
  ACTIVITY_PAGE_SIZES,
  type ActivityList,
} from '#shared/activity';
import { formatDateTime } from '#shared/format';
import { DataTable, type PagedTableProps, pagesOf } from '#client/components/ui/data-table';

export function ActivityTable(props: PagedTableProps<ActivityList>) {
  const { data, loading } = props;
  return (
    <DataTable
      label="Actividad"
      sx={{ minWidth: 760 }}
      loading={{ active: loading, label: 'Cargando actividad' }}
      head={
        <>
          <TableCell>Fecha y Hora</TableCell>
          <TableCell>Quién</TableCell>
          <TableCell>Acción</TableCell>
          <TableCell>Sobre</TableCell>
          <TableCell>Detalle</TableCell>
        </>
      }
      columns={5}
      empty={data.entries.length === 0 ? ACTIVITY_MESSAGES.empty : null}
      pages={pagesOf(props, ACTIVITY_PAGE_SIZES, 'Cambios por página:')}
    >
      {data.entries.map((entry) => (
        <TableRow key={entry.id} hover>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
          <TableCell sx={{ overflowWrap: 'break-word' }}>
            <Typography variant="body2">{entry.actorName || '—'}</Typography>
            <Typography variant="body2" color="text.secondary">
              {entry.actorEmail}
            </Typography>
          </TableCell>
          <TableCell>{ACTIVITY_ACTIONS[entry.action].label}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.subject}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 360 }}>
            {entry.detail || '—'}
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
