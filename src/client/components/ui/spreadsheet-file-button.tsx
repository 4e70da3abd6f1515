import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';

/** The spreadsheets an import takes: CSV or XLSX. */
const SPREADSHEET_TYPES =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface SpreadsheetFileButtonProps {
  /** The file input's accessible name ('Archivo a importar'). */
  inputLabel: string;
  variant?: 'outlined' | 'contained';
  disabled?: boolean;
  onChoose: (file: File | undefined) => void;
}

/**
 * "Elegir archivo" for an import: a button over a hidden file input taking a CSV or XLSX. The
 * input is emptied after each choice, so choosing the same file again (after fixing it) reads it
 * again.
 */
export function SpreadsheetFileButton({
  inputLabel,
  variant = 'outlined',
  disabled,
  onChoose,
}: SpreadsheetFileButtonProps) {
  return (
    <Button component="label" variant={variant} startIcon={<UploadFileIcon />} disabled={disabled}>
      Elegir archivo
      <input
        hidden
        type="file"
        accept={SPREADSHEET_TYPES}
        aria-label={inputLabel}
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Button>
  );
}
