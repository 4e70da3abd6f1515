import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ImportReport, SHEET_MATCH_LABELS, type SheetRowChange } from '#shared/product-sheet';

/** The dry run's answer: the counts, the refused rows with their problems, what each row changes. */
export function ImportReportView({ report }: { report: ImportReport }) {
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
        <RefusedRows report={report} />
      ) : (
        <Alert severity="success">
          {report.created + report.updated === 0
            ? 'Todas las filas son válidas y ningún producto cambia.'
            : 'Todas las filas son válidas.'}
        </Alert>
      )}
      {report.changedRows.length > 0 && <ChangedRows report={report} />}
    </Box>
  );
}

function RefusedRows({ report }: { report: ImportReport }) {
  return (
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
  );
}

/** A value as shown: '(vacío)' for nothing; '$ 50.000' kept on one line. */
const shown = (value: string) => (value || '(vacío)').replace(/^\$ /, '$\u00a0');

/** Each row that creates or updates, with every field it changes, old → new: a list, phone-wide. */
function ChangedRows({ report }: { report: ImportReport }) {
  const total = report.created + report.updated;
  return (
    <Box component="section" aria-labelledby="import-changes-title" sx={{ mt: 2 }}>
      <Typography id="import-changes-title" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        Qué cambia
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {report.changedRows.map((row) => (
          <ChangedRow key={row.row} row={row} />
        ))}
      </Box>
      {report.changedRows.length < total && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Se muestran las primeras {report.changedRows.length} de {total} filas que cambian
          productos.
        </Typography>
      )}
    </Box>
  );
}

function ChangedRow({ row }: { row: SheetRowChange }) {
  const created = row.action === 'crear';
  return (
    <Box
      component="li"
      aria-label={`Fila ${row.row}: ${row.name}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, overflowWrap: 'anywhere' }}
    >
      <Typography variant="body2" color="text.secondary">
        Fila {row.row} ·{' '}
        {created
          ? 'Producto nuevo'
          : `Se actualiza (encontrado ${row.matchedBy ? SHEET_MATCH_LABELS[row.matchedBy] : ''})`}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 500 }}>
        {row.name}
        {row.code && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · Código: {row.code}
          </Typography>
        )}
      </Typography>
      {row.lookalike && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Ya existe «{row.lookalike.name}» en {row.lookalike.place || 'otra subcategoría'}. ¿Es el
          mismo producto?
        </Alert>
      )}
      {row.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {row.changes.map((change) => (
            <Box component="li" key={change.column} sx={{ whiteSpace: 'pre-line' }}>
              <strong>{change.column}:</strong>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {shown(change.before)}
              </Box>{' '}
              {'→\u00a0'}
              <strong>{shown(change.after)}</strong>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
