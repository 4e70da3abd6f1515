import { type ReactNode, StrictMode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { pageStyles, theme } from './theme';

/** What wraps every page, in the browser and when the server renders a page. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyles styles={pageStyles} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
