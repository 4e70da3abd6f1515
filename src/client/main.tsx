import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { seedBootData } from './boot-data';
import { queryClient } from './query-client';
import { createRouter } from './router';
import { theme } from './theme';

seedBootData(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for one long task (a slow phone stays responsive while it renders).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createRouter()} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
});
