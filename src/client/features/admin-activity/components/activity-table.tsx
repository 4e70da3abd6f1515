import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_MESSAGES,
  ACTIVITY_PAGE_SIZES,
  type ActivityList,
} from '../../../../shared/activity';
import { formatDateTime } from '../../../../shared/format';
import { ScrollableTable } from '../../../components/scrollable-table';

interface ActivityTableProps {
  data: ActivityList;
  loading: boolean;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

export function ActivityTable({
  data,
  loading,
  onPageChange,
  onPageSizeChange,
}: ActivityTableProps) {
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Cargando actividad" />}</Box>
      <ScrollableTable label="Actividad">
        <Table size="small" aria-label="Actividad" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>Fecha y Hora</TableCell>
              <TableCell>Quién</TableCell>
              <TableCell>Acción</TableCell>
              <TableCell>Sobre</TableCell>
              <TableCell>Detalle</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
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
            {data.entries.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4 }}>
                  {ACTIVITY_MESSAGES.empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </ScrollableTable>
      <TablePagination
        component="div"
        count={data.total}
        page={data.page - 1}
        rowsPerPage={data.pageSize}
        rowsPerPageOptions={[...ACTIVITY_PAGE_SIZES]}
        onPageChange={(_event, page) => onPageChange(page + 1)}
        onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage="Cambios por página:"
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
      />
    </Paper>
  );
}
