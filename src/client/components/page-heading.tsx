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
export function PageHeader({
  title,
  gapUnderOnPhone = false,
  children,
}: {
  title: string;
  /** Space under the buttons when they wrap below the heading. */
  gapUnderOnPhone?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        ...(gapUnderOnPhone && { mb: { xs: 2, sm: 0 } }),
      }}
    >
      <PageHeading>{title}</PageHeading>
      {children}
    </Box>
  );
}
