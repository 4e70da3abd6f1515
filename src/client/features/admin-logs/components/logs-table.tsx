import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { DataTable, type PagedTableProps, pagesOf } from '#client/components/ui/data-table';
import {
  ADMIN_LOGS_PAGE_SIZES,
  ADMIN_LOG_MESSAGES,
  AUTH_EVENT_LABELS,
  type AuthLog,
  type AuthLogList,
  browserToken,
} from '#shared/admin-logs';
import { ROLES, ROLE_LABELS } from '#shared/auth';
import { LogTime } from './log-time';

/** A failed sign-in with an e-mail no account has carries no role. */
function roleLabel(role: string): string {
  const known = ROLES.find((r) => r === role);
  return known ? ROLE_LABELS[known] : role || '—';
}

/** The tooltip keeps the full string; the parsed browser and system go above it. */
function AgentTooltip({ log }: { log: AuthLog }) {
  const parsed = [log.browser, log.system].filter(Boolean).join(' · ');
  return (
    <>
      {parsed && <Box sx={{ fontWeight: 600 }}>{parsed}</Box>}
      <Box sx={{ overflowWrap: 'anywhere' }}>{log.userAgent || '—'}</Box>
    </>
  );
}

export function LogsTable(props: PagedTableProps<AuthLogList>) {
  const { data, loading } = props;
  return (
    <DataTable
      label="Logs de autenticación"
      sx={{ minWidth: 760 }}
      loading={{ active: loading, label: 'Cargando logs' }}
      head={
        <>
          <TableCell>Fecha y Hora</TableCell>
          <TableCell>Usuario</TableCell>
          <TableCell>Rol</TableCell>
          <TableCell>Evento</TableCell>
          <TableCell>Navegador</TableCell>
        </>
      }
      columns={5}
      empty={data.logs.length === 0 ? ADMIN_LOG_MESSAGES.empty : null}
      pages={pagesOf(props, ADMIN_LOGS_PAGE_SIZES, 'Logs por página:')}
    >
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
    </DataTable>
  );
}
