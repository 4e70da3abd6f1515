import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { ScrollableTable } from '../../../components/scrollable-table';
import {
  ADMIN_LOGS_PAGE_SIZES,
  ADMIN_LOG_MESSAGES,
  AUTH_EVENT_LABELS,
  type AuthLog,
  type AuthLogList,
  browserToken,
} from '../../../../shared/admin-logs';
import { ROLES, ROLE_LABELS } from '../../../../shared/auth';
import { LogTime } from './log-time';

/** A failed sign-in with an e-mail no account has carries no role. */
function roleLabel(role: string): string {
  const known = ROLES.find((r) => r === role);
  return known ? ROLE_LABELS[known] : role || '—';
}

/** SPEC §2 keeps the full string in the tooltip; the parsed browser and system go above it. */
function AgentTooltip({ log }: { log: AuthLog }) {
  const parsed = [log.browser, log.system].filter(Boolean).join(' · ');
  return (
    <>
      {parsed && <Box sx={{ fontWeight: 600 }}>{parsed}</Box>}
      <Box sx={{ overflowWrap: 'anywhere' }}>{log.userAgent || '—'}</Box>
    </>
  );
}

interface LogsTableProps {
  data: AuthLogList;
  loading: boolean;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

export function LogsTable({ data, loading, onPageChange, onPageSizeChange }: LogsTableProps) {
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Cargando logs" />}</Box>
      <ScrollableTable label="Logs de autenticación">
        <Table size="small" aria-label="Logs de autenticación" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>Fecha y Hora</TableCell>
              <TableCell>Usuario</TableCell>
              <TableCell>Rol</TableCell>
              <TableCell>Evento</TableCell>
              <TableCell>Navegador</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.logs.map((log) => (
              <TableRow key={log.id} hover>
                <TableCell>
                  <LogTime timestamp={log.timestamp} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{log.email}</TableCell>
                <TableCell>{roleLabel(log.role)}</TableCell>
                <TableCell>{AUTH_EVENT_LABELS[log.eventType]}</TableCell>
                <TableCell>
                  <Tooltip title={<AgentTooltip log={log} />}>
                    <span>{browserToken(log.userAgent) || '—'}</span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {data.logs.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4 }}>
                  {ADMIN_LOG_MESSAGES.empty}
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
        rowsPerPageOptions={[...ADMIN_LOGS_PAGE_SIZES]}
        onPageChange={(_event, page) => onPageChange(page + 1)}
        onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage="Logs por página:"
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
      />
    </Paper>
  );
}
