import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The centred card of the panel's public screens (sign in, recover and reset a password). */
export function AuthCard({
  title,
  titleSpace = 2,
  onSubmit,
  children,
}: {
  title: string;
  /** The space under the title (theme spacing units). */
  titleSpace?: number;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440 }}
      >
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, mb: titleSpace, textAlign: 'center' }}
        >
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
