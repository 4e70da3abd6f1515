import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import DownloadIcon from '@mui/icons-material/Download';
import { type BackupRun } from '../../../../shared/backups';
import { formatDateTime, formatNumber } from '../../../../shared/format';
import { DataTable } from '../../../components/ui/data-table';
import { backupFileUrl } from '../api';

const KIND_LABELS: Record<BackupRun['kind'], string> = {
  scheduled: 'Diaria',
  manual: 'Manual',
};

/** 1.234,5 MB: the archive's size in the unit that reads best. */
function formatSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

function Result({ run }: { run: BackupRun }) {
  if (run.status === 'running') return <Chip size="small" label="En curso" />;
  if (run.status === 'ok') return <Chip size="small" color="success" label="Correcta" />;
  return <Chip size="small" color="error" label="Falló" />;
}

export function BackupsTable({ runs }: { runs: BackupRun[] }) {
  return (
    <DataTable
      label="Copias de seguridad"
      sx={{ minWidth: { xs: 520, md: 760 } }}
      head={
        <>
          <TableCell>Fecha</TableCell>
          <TableCell>Tipo</TableCell>
          <TableCell>Resultado</TableCell>
          <TableCell align="right">Tamaño</TableCell>
          <TableCell align="right">Archivo</TableCell>
        </>
      }
      columns={5}
      empty={runs.length === 0 ? 'Todavía no hay copias.' : null}
    >
      {runs.map((run) => (
        <TableRow key={run.id} hover>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.startedAt)}</TableCell>
          <TableCell>
            {KIND_LABELS[run.kind]}
            {run.requestedBy ? ` (${run.requestedBy})` : ''}
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
            <Result run={run} />
            {run.error && (
              <span style={{ display: 'block', marginTop: 4, fontSize: '0.8125rem' }}>
                {run.error}
              </span>
            )}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatSize(run.bytes)}
          </TableCell>
          <TableCell align="right">
            {run.downloadable && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={backupFileUrl(run.id)}
                download
                aria-label={`Descargar la copia del ${formatDateTime(run.startedAt)}`}
                sx={{ whiteSpace: 'nowrap' }}
              >
                Descargar
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
