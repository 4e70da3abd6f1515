import { type Theme, createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';
import { productStyles } from './components/product/product-styles';

/** The focus ring (WCAG 2.4.7): the primary's dark shade (9:1 on white) and a white halo inside
 * it, so the ring reads on the page, on the footer's navy and on the hero's photos alike. */
export const FOCUS_RING = {
  outline: '2px solid #344b62',
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #fff',
} as const;

/**
 * SPEC §1: primary #4A6C8C, secondary #D4A373, radius 8, Inter with fallbacks; es locale.
 *
 * Contrast (WCAG 1.4.3, 4.5:1 for text): white on the primary is 5.5:1; on the secondary only
 * 2.3:1, so text on it is dark. MUI's warning orange (#ed6c02, 'Pendiente') keeps its look
 * with dark text (6.7:1; white was 3.1:1) and a darker shade for orange text on white; its info
 * blue (#0288d1, 'En Proceso', 3.9:1 under white) becomes its next shade, #0277bd (4.8:1).
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#4A6C8C' },
      secondary: { main: '#D4A373', contrastText: 'rgba(0, 0, 0, 0.87)' },
      warning: { main: '#ed6c02', dark: '#a64c01', contrastText: 'rgba(0, 0, 0, 0.87)' },
      info: { main: '#0277bd' },
      background: { default: '#fafafa' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          // Focus moved by the keyboard is never hidden under the sticky top bar or behind the
          // floating WhatsApp button (WCAG 2.4.11).
          html: { scrollPaddingTop: 80, scrollPaddingBottom: 88 },
          // Plain links and buttons (footer, cards, the carousel's dots, the map's controls) get
          // the same ring as MUI's.
          ':is(a, button):focus-visible': FOCUS_RING,
          // The product cards and prices: plain elements, drawn many to a page.
          ...productStyles(theme),
        }),
      },
      MuiButtonBase: {
        styleOverrides: {
          // Buttons, icon buttons, tabs, list items, chips, checkboxes: MUI marks keyboard focus
          // only with a faint ripple.
          root: { '&.Mui-focusVisible': FOCUS_RING },
        },
      },
    },
  },
  esES,
);
