import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A label and its value on one line of the calculator's result. */
export function Row({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right' }}>{value}</Typography>
    </Box>
  );
}
