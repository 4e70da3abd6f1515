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
import Typography from '@mui/material/Typography';
import {
  type ImportReport,
  MAX_SHEET_BYTES,
  PRODUCT_SHEET_MESSAGES,
  productSheetEndpoints,
  secondConfirmationReasons,
} from '#shared/product-sheet';
import { ApiError } from '#client/api-client';
import { client } from '#client/api/endpoint-client';
import { invalidateCatalog } from '#client/api/invalidate-catalog';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { ImportReportView } from './import-report';
import { SpreadsheetFileButton } from '#client/components/ui/spreadsheet-file-button';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: (report: ImportReport) => void;
}

const sheets = client(productSheetEndpoints);

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
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
  /** The import asked for (valid rows only or not) while the second confirmation is open. */
  const [pending, setPending] = useState<boolean | null>(null);

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
      setReport(await sheets.check({ body: formOf(chosen) }));
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
      const done = await sheets.import({
        query: { validOnly: validOnly ? 'true' : 'false' },
        body: formOf(file),
      });
      await invalidateCatalog(queryClient);
      reset();
      onImported(done);
    } catch (importError) {
      setError(errorMessage(importError));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  // Many new products, or one named like an existing one: likely a file that should have
  // updated them, so the import asks once more.
  const reasons = report ? secondConfirmationReasons(report) : [];
  const requestImport = (validOnly: boolean) => {
    if (reasons.length > 0) setPending(validOnly);
    else void importFile(validOnly);
  };

  const changes = report ? report.created + report.updated : 0;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="import-title">
      <DialogTitle id="import-title">Importar productos</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Elegí una planilla CSV o XLSX con las columnas de la exportación. Cada fila actualiza el
          producto de su ID (la primera columna de la exportación); sin ID, el de su código o, si
          no, el de su nombre en su subcategoría. Las demás crean productos nuevos. Antes de
          importar vas a ver qué cambia en cada fila.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <SpreadsheetFileButton
            inputLabel="Archivo a importar"
            disabled={busy}
            onChoose={(chosen) => void choose(chosen)}
          />
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
        {report && <ImportReportView report={report} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          Cancelar
        </Button>
        {report && report.refused > 0 && changes > 0 && (
          <Button variant="outlined" disabled={busy} onClick={() => requestImport(true)}>
            Importar solo las filas válidas
          </Button>
        )}
        <Button
          variant="contained"
          disabled={busy || !report || report.refused > 0 || changes === 0}
          onClick={() => requestImport(false)}
        >
          Importar
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={pending !== null}
        title="¿Importar de todos modos?"
        message="Revisá la lista antes de seguir:"
        busy={busy}
        confirmLabel="Sí, importar"
        error={error}
        onConfirm={() => void importFile(pending ?? false)}
        onClose={() => setPending(null)}
      >
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {reasons.map((reason) => (
            <Typography component="li" variant="body2" key={reason}>
              {reason}
            </Typography>
          ))}
        </Box>
      </ConfirmDialog>
    </Dialog>
  );
}
