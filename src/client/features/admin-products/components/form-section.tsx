import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled group of the product dialog's fields, two to a row from a tablet on. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ mt: 3, display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ gridColumn: '1 / -1' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
