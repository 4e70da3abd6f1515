// The floor of this stack for `npm run bench`: React + React Router + MUI rendering only a top
// bar like the shop's, with no data and no images. Never part of the shop's build.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link as RouterLink, RouterProvider, createBrowserRouter } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import { theme } from '#client/theme';

function TopBarOnly() {
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h6" component="span" sx={{ flex: 1, fontWeight: 700 }}>
          Cerámicos Ruta 192
        </Typography>
        <Box component="nav" sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          {['Inicio', 'Productos', 'Contacto'].map((label) => (
            <Button key={label} component={RouterLink} to="/" color="inherit">
              {label}
            </Button>
          ))}
        </Box>
      </Toolbar>
    </AppBar>
  );
}

const router = createBrowserRouter([{ path: '*', Component: TopBarOnly }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
