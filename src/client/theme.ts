import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

/** SPEC §1: primary #4A6C8C, secondary #D4A373, radius 8, Inter with fallbacks; es locale. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#4A6C8C' },
      secondary: { main: '#D4A373' },
      background: { default: '#fafafa' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  },
  esES,
);
