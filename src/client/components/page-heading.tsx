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
