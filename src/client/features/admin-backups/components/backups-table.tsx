import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import DownloadIcon from '@mui/icons-material/Download';
import { type BackupRun } from '#shared/backups';
import { formatDateTime, formatNumber } from '#shared/format';
import { DataTable } from '#client/components/ui/data-table';
import { backupFileUrl } from '../api';

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

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
      sx={{ minWidth: { xs: 0, md: 760 } }}
      head={
        <>
          <TableCell>Fecha</TableCell>
          <TableCell sx={WIDE_ONLY}>Tipo</TableCell>
          <TableCell>Resultado</TableCell>
          <TableCell align="right" sx={WIDE_ONLY}>
            Tamaño
          </TableCell>
          <TableCell align="right" sx={WIDE_ONLY}>
            Archivo
          </TableCell>
        </>
      }
      columns={5}
      empty={runs.length === 0 ? 'Todavía no hay copias.' : null}
    >
      {runs.map((run) => {
        const download = run.downloadable && (
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
        );
        const kind = `${KIND_LABELS[run.kind]}${run.requestedBy ? ` (${run.requestedBy})` : ''}`;
        return (
          <TableRow key={run.id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(run.startedAt)}
              {/* On a phone the kind, size and download sit under the date, not past the edge. */}
              <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 0.5, whiteSpace: 'normal' }}>
                <Box>{kind}</Box>
                <Box sx={{ mb: 1 }}>{formatSize(run.bytes)}</Box>
                {download}
              </Box>
            </TableCell>
            <TableCell sx={WIDE_ONLY}>{kind}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Result run={run} />
              {run.error && (
                <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: '0.8125rem' }}>
                  {run.error}
                </Box>
              )}
            </TableCell>
            <TableCell align="right" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
              {formatSize(run.bytes)}
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              {download}
            </TableCell>
          </TableRow>
        );
      })}
    </DataTable>
  );
}
