import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';

/** The id of each layout's <main>, the skip link's target. */
export const MAIN_ID = 'contenido';

/**
 * WCAG 2.4.1: the first Tab stop of every page jumps over the top bar (or the admin menu) to the
 * page's content. Hidden until focused. Before the app runs it is a plain in-page link; after,
 * it focuses <main> itself, so the address (and the router) never see a #fragment.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Saltar al contenido
    </Box>
  );
}
