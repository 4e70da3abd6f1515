import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { MAIN_ID, SkipLink } from '../skip-link';
import { DocumentHead } from './document-head';
import { Footer } from './footer';
import { NavigationFocus } from './navigation-focus';
import { RestoredPosition } from './restored-position';
import { TopBar } from './top-bar';
import { WhatsAppButton } from './whatsapp-button';

/**
 * Every document's first history entry has the key 'default', so keying positions by
 * location.key alone would scroll a freshly loaded page to where the previous page was left.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** The home page is full width; other pages are at most 1920px wide. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={[
          { flex: 1, '&:focus': { outline: 'none' } },
          !isHome && { width: '100%', maxWidth: 1920, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 },
        ]}
      >
        <Outlet />
      </Box>
      <Footer />
      <WhatsAppButton />
      <ScrollRestoration getKey={scrollKey} />
      <RestoredPosition />
      <NavigationFocus />
      <DocumentHead />
    </Box>
  );
}
