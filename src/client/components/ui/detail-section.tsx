import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface DetailSectionProps {
  /** The heading's id: the section is named by it. */
  id: string;
  title: string;
  /** On the heading's line, after the title (a chip; a button with `ml: 'auto'` to end it). */
  aside?: ReactNode;
  /** In small print under the title, before the content. */
  note?: string;
  /** Space under the section (theme units). */
  mb?: number;
  children: ReactNode;
}

/** A part of a detail dialog (an order's payments, a product's lots): an h3 and what it names. */
export function DetailSection({ id, title, aside, note, mb = 3, children }: DetailSectionProps) {
  const heading = (
    <Typography
      id={id}
      variant="subtitle1"
      component="h3"
      sx={{ fontWeight: 700, mb: aside || note ? 0 : 1 }}
    >
      {title}
    </Typography>
  );
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb }}>
      {aside ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          {heading}
          {aside}
        </Box>
      ) : (
        heading
      )}
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
      {children}
    </Box>
  );
}
