import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One figure of the Resumen; with `to`, the whole card opens what is behind it. */
export function FigureCard({
  label,
  value,
  detail,
  to,
  warn = false,
}: {
  label: string;
  value: string;
  detail?: string;
  to?: string;
  /** Asks for attention (something waits on staff). */
  warn?: boolean;
}) {
  const content = (
    <CardContent sx={{ py: 1.5 }}>
      <Typography variant="body2" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '1.1rem', sm: '1.5rem' },
          color: warn ? 'warning.dark' : 'text.primary',
        }}
      >
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="p">
          {detail}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** Figures side by side: two columns on a phone, as many as fit on a wide screen. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 3,
      }}
    >
      {children}
    </Box>
  );
}
