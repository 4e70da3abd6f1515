import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A form's main button: large and filled; while `busy` it is disabled and spins. `disabled`
 * alone greys it without the spinner.
 */
export function SubmitButton({
  busy = false,
  disabled = false,
  startIcon,
  ...props
}: Omit<ButtonProps, 'type'> & { busy?: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : startIcon}
      {...props}
    />
  );
}

/** A settings form's end: why the save failed, if it did, then 'Guardar cambios' at the right. */
export function SaveBar({ busy, error }: { busy: boolean; error: string | null }) {
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <SubmitButton busy={busy}>Guardar cambios</SubmitButton>
      </Box>
    </>
  );
}
