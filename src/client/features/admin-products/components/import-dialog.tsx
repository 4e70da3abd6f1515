import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  type ImportReport,
  MAX_SHEET_BYTES,
  PRODUCT_SHEET_MESSAGES,
} from '../../../../shared/product-sheet';
import { ApiError, api } from '../../../api-client';
import { invalidateCatalog } from '../../../api/invalidate-catalog';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: (report: ImportReport) => void;
}

const send = (path: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<ImportReport>(path, { method: 'POST', body: form });
};

const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : PRODUCT_SHEET_MESSAGES.unreadable;

/** Choose a CSV or XLSX, see what it would do (the dry run), then import it. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setReport(null);
    setError(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const choose = async (chosen: File | undefined) => {
    reset();
    if (!chosen) return;
    setFile(chosen);
    if (!/\.(csv|xlsx)$/i.test(chosen.name)) return setError(PRODUCT_SHEET_MESSAGES.notSheet);
    if (chosen.size > MAX_SHEET_BYTES) return setError(PRODUCT_SHEET_MESSAGES.tooLarge);
    setBusy(true);
    try {
      setReport(await send('/api/admin/product-sheets/check', chosen));
    } catch (checkError) {
      setError(errorMessage(checkError));
    } finally {
      setBusy(false);
    }
  };

  const importFile = async (validOnly: boolean) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const done = await send(`/api/admin/product-sheets/import?validOnly=${validOnly}`, file);
      await invalidateCatalog(queryClient);
      reset();
      onImported(done);
    } catch (importError) {
      setError(errorMessage(importError));
    } finally {
      setBusy(false);
    }
  };

  const changes = report ? report.created + report.updated : 0;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="import-title">
      <DialogTitle id="import-title">Importar productos</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Elegí una planilla CSV o XLSX con las columnas de la exportación. Las filas con un código
          existente actualizan ese producto; las demás crean productos nuevos. Antes de importar vas
          a ver qué hará cada fila.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={busy}
          >
            Elegir archivo
            <input
              hidden
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Archivo a importar"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : 'Ningún archivo elegido'}
          </Typography>
        </Box>
        {busy && <LinearProgress aria-label="Procesando la planilla" sx={{ mb: 2 }} />}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {report && <ReportView report={report} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          Cancelar
        </Button>
        {report && report.refused > 0 && changes > 0 && (
          <Button variant="outlined" disabled={busy} onClick={() => void importFile(true)}>
            Importar solo las filas válidas
          </Button>
        )}
        <Button
          variant="contained"
          disabled={busy || !report || report.refused > 0 || changes === 0}
          onClick={() => void importFile(false)}
        >
          Importar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReportView({ report }: { report: ImportReport }) {
  const counts = [
    ['Se crean', report.created],
    ['Se actualizan', report.updated],
    ['Sin cambios', report.unchanged],
    ['Rechazadas', report.refused],
  ] as const;
  return (
    <Box component="section" aria-label="Resultado de la revisión">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
          gap: 1,
          m: 0,
          mb: 2,
        }}
      >
        {counts.map(([label, value]) => (
          <Box
            key={label}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, textAlign: 'center' }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="h6"
              sx={{ m: 0 }}
              color={label === 'Rechazadas' && value > 0 ? 'error' : undefined}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {report.ignoredColumns.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          No se leen estas columnas: {report.ignoredColumns.join(', ')}.
        </Alert>
      )}
      {report.refused > 0 ? (
        <>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {report.refused === 1
              ? 'Hay 1 fila con problemas.'
              : `Hay ${report.refused} filas con problemas.`}{' '}
            Corregí el archivo y volvé a elegirlo, o importá solo las filas válidas.
          </Alert>
          <TableContainer>
            <Table size="small" aria-label="Filas con problemas">
              <TableHead>
                <TableRow>
                  <TableCell>Fila</TableCell>
                  <TableCell>Producto</TableCell>
                  <TableCell>Problemas</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.refusedRows.map((row) => (
                  <TableRow key={row.row}>
                    <TableCell sx={{ verticalAlign: 'top' }}>{row.row}</TableCell>
                    <TableCell sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                      {row.name || '—'}
                      {row.code && (
                        <Typography variant="body2" color="text.secondary">
                          Código: {row.code}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top' }}>
                      <Box component="ul" sx={{ m: 0, pl: 2 }}>
                        {row.problems.map((problem, i) => (
                          <li key={i}>
                            {problem.column && <strong>{problem.column}: </strong>}
                            {problem.message}
                          </li>
                        ))}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {report.refusedRows.length < report.refused && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Se muestran las primeras {report.refusedRows.length} de {report.refused} filas con
              problemas.
            </Typography>
          )}
        </>
      ) : (
        <Alert severity="success">
          {report.created + report.updated === 0
            ? 'Todas las filas son válidas y ningún producto cambia.'
            : 'Todas las filas son válidas.'}
        </Alert>
      )}
    </Box>
  );
}
