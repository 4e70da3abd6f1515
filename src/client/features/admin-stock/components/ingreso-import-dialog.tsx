import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DownloadIcon from '@mui/icons-material/Download';
import { formatNumber } from '#shared/format';
import { MAX_SHEET_BYTES, PRODUCT_SHEET_MESSAGES } from '#shared/product-sheet';
import {
  INGRESO_IMPORT_MESSAGES,
  INGRESO_TEMPLATE_CSV,
  INGRESO_TEMPLATE_NAME,
  type IngresoImportReport,
  ingresoImportSummary,
} from '#shared/stock/ingreso-import';
import { ApiError } from '#client/api-client';
import { useApplyIngresoImport, useCheckIngresoImport } from '../api';
import { IngresoImportTable } from './ingreso-import-table';
import { SpreadsheetFileButton } from '#client/components/ui/spreadsheet-file-button';

/** The template as an es-AR Excel opens it: UTF-8 with BOM, ';' between fields. */
function downloadTemplate() {
  const blob = new Blob([`\uFEFF${INGRESO_TEMPLATE_CSV}\r\n`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = INGRESO_TEMPLATE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** An ApiError's message and, for a refused import, each row's errors. */
function errorLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [PRODUCT_SHEET_MESSAGES.unreadable];
  const rows = Object.entries(error.fields)
    .filter(([key]) => key.startsWith('fila'))
    .map(([, message]) => message);
  return [error.message, ...rows];
}

/**
 * "Importar ingresos": choose a CSV or XLSX, see what each row does (the dry run), and register
 * them all at once only when no row has an error.
 */
export function IngresoImportDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const checkImport = useCheckIngresoImport();
  const applyImport = useApplyIngresoImport();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<IngresoImportReport | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const busy = checkImport.isPending || applyImport.isPending;

  const choose = (chosen: File | undefined) => {
    setReport(null);
    setErrors([]);
    setFile(chosen ?? null);
    if (!chosen) return;
    if (!/\.(csv|xlsx)$/i.test(chosen.name)) return setErrors([PRODUCT_SHEET_MESSAGES.notSheet]);
    if (chosen.size > MAX_SHEET_BYTES) return setErrors([PRODUCT_SHEET_MESSAGES.tooLarge]);
    checkImport.mutate(chosen, {
      onSuccess: setReport,
      onError: (error) => setErrors(errorLines(error)),
    });
  };

  const register = () => {
    if (!file) return;
    setErrors([]);
    applyImport.mutate(file, {
      onSuccess: (done) => onDone(INGRESO_IMPORT_MESSAGES.done(done)),
      onError: (error) => setErrors(errorLines(error)),
    });
  };

  const ready =
    report !== null && report.errorRows === 0 && report.alreadyImported === null && report.rows > 0;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby="ingreso-import-title"
    >
      <DialogTitle id="ingreso-import-title">Importar ingresos</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Subí una planilla CSV o XLSX con una fila por lote recibido y estas columnas:{' '}
          <strong>Código</strong> (del producto), <strong>Lote</strong>, <strong>Tono</strong>,{' '}
          <strong>Calibre</strong> y <strong>Cajas</strong>; <strong>Fecha</strong> (dd/mm/aaaa, hoy
          si queda vacía) y <strong>Nota</strong> son opcionales.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Si el producto ya tiene un lote con ese código, las cajas se suman a él; dos filas del
          mismo lote también se suman. Antes de registrar vas a ver qué hace cada fila, y si una
          tiene un error no se registra ninguna.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
          <SpreadsheetFileButton
            inputLabel="Archivo de ingresos"
            variant="contained"
            disabled={busy}
            onChoose={choose}
          />
          <Button variant="text" startIcon={<DownloadIcon />} onClick={downloadTemplate}>
            Descargar plantilla
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flexBasis: '100%' }}>
            {file ? file.name : 'Ningún archivo elegido'}
          </Typography>
        </Box>
        {busy && <LinearProgress aria-label="Procesando la planilla" sx={{ mb: 2 }} />}
        {errors.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        )}
        {report && <Review report={report} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={register} disabled={busy || !ready}>
          Registrar ingresos
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Review({ report }: { report: IngresoImportReport }) {
  return (
    <Box component="section" aria-label="Revisión del archivo">
      <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
        {ingresoImportSummary(report)}
      </Typography>
      {report.alreadyImported && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {report.alreadyImported} Registrarlo de nuevo duplicaría el stock.
        </Alert>
      )}
      {report.errorRows > 0 ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {report.errorRows === 1
            ? 'Hay 1 fila con errores.'
            : `Hay ${formatNumber(report.errorRows)} filas con errores.`}{' '}
          Corregí el archivo y volvé a elegirlo: no se registra nada mientras haya errores.
        </Alert>
      ) : (
        !report.alreadyImported && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Todas las filas son válidas. Revisalas y tocá «Registrar ingresos».
          </Alert>
        )
      )}
      {report.ignoredColumns.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          No se leen estas columnas: {report.ignoredColumns.join(', ')}.
        </Alert>
      )}
      <IngresoImportTable items={report.items} />
      {report.items.length < report.rows && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Se muestran {formatNumber(report.items.length)} de {formatNumber(report.rows)} filas: las
          primeras y todas las que tienen errores.
        </Typography>
      )}
    </Box>
  );
}
