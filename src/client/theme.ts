import { type CSSObject, type Theme, createTheme } from '@mui/material/styles';
import { productStyles } from './components/product/product-styles';

/** The focus ring (WCAG 2.4.7): the primary's dark shade (9:1 on white) and a white halo inside
 * it, so the ring reads on the page, on the footer's navy and on the hero's photos alike. */
export const FOCUS_RING = {
  outline: '2px solid #344b62',
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #fff',
} as const;

/**
 * Primary #4A6C8C, secondary #D4A373, radius 8, Inter with fallbacks. MUI's Spanish
 * texts (esES) are the admin's theme's (routes/admin/layout.tsx): no storefront component uses them.
 *
 * Contrast (WCAG 1.4.3, 4.5:1 for text): white on the primary is 5.5:1; on the secondary only
 * 2.3:1, so text on it is dark. MUI's warning orange (#ed6c02, 'Pendiente') keeps its look
 * with dark text (6.7:1; white was 3.1:1) and a darker shade for orange text on white; its info
 * blue (#0288d1, 'En Proceso', 3.9:1 under white) becomes its next shade, #0277bd (4.8:1).
 */
export const theme = createTheme({
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
    MuiButtonBase: {
      styleOverrides: {
        // Buttons, icon buttons, tabs, list items, chips, checkboxes: MUI marks keyboard focus
        // only with a faint ripple.
        root: { '&.Mui-focusVisible': FOCUS_RING },
      },
    },
  },
});

/**
 * The page's global styles, drawn by app-providers.tsx: MUI's CssBaseline's rules (its module,
 * with the colour-scheme logic this light-only shop has no use for, cost every first load about
 * 1 KB) followed by the shop's own.
 */
export function pageStyles(theme: Theme): CSSObject[] {
  const { palette, typography } = theme;
  return [
    {
      html: {
        WebkitFontSmoothing: 'antialiased',
        MozOsxFontSmoothing: 'grayscale',
        boxSizing: 'border-box',
        WebkitTextSizeAdjust: '100%',
      },
      '*, *::before, *::after': { boxSizing: 'inherit' },
      'strong, b': { fontWeight: typography.fontWeightBold },
      body: {
        margin: 0,
        color: palette.text.primary,
        ...typography.body1,
        backgroundColor: palette.background.default,
        '@media print': { backgroundColor: palette.common.white },
        '&::backdrop': { backgroundColor: palette.background.default },
      },
    },
    {
      // Focus moved by the keyboard is never hidden under the sticky top bar or behind the
      // floating WhatsApp button (WCAG 2.4.11).
      html: { scrollPaddingTop: 80, scrollPaddingBottom: 88 },
      // Plain links and buttons (footer, cards, the carousel's dots, the map's controls) get
      // the same ring as MUI's.
      ':is(a, button):focus-visible': FOCUS_RING,
      // The product cards and prices: plain elements, drawn many to a page.
      ...productStyles(theme),
    },
  ];
}
