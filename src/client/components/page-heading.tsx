import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function PageHeading({ children }: { children: string }) {
  return (
    <Typography
      variant="h4"
      component="h1"
      sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.6rem', md: '2.125rem' } }}
    >
      {children}
    </Typography>
  );
}

/** A back-office page's heading with its buttons at the right, or under it on a narrow screen. */
export function PageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        // The heading's own margin spaces a wrapped row of buttons from it.
        columnGap: 2,
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        // On a phone the buttons wrap below the heading: space under them too.
        mb: { xs: 2, sm: 0 },
      }}
    >
      <PageHeading>{title}</PageHeading>
      {children}
    </Box>
  );
}
