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
