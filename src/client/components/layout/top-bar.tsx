import { type ReactNode, lazy, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { cartQuantity } from '#shared/cart';
import { PAGE_PATHS as P } from '#shared/page-paths';
import { useCurrentUser } from '#client/api/current-user';
import { useCart } from '#client/stores/cart-store';
import { useShopSettings } from '#client/hooks/use-shop-settings';
import { LogoMark } from '../icons';
import { OnDemand } from '../on-demand';
import { HEADER_SEARCH_ATTRIBUTE, HeaderSearch, hasHeaderSearch } from './header-search';
import { NAV_LINKS, isLinkActive } from './nav-links';

const CART_BADGE_MAX = 999;

// The phone's menu: its code (MUI's drawer, modal and list) comes at the first tap on 'Abrir menú'.
const MenuDrawer = lazy(() => import('./menu-drawer'));

const badgeText = (quantity: number) =>
  quantity > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(quantity);

/**
 * The cart's count on its icon, as MUI's Badge draws it (secondary colour, top right, none at 0),
 * in a few styles instead of its module on every page's first load. The button's name says it.
 */
function CartBadge({ quantity, children }: { quantity: number; children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {quantity > 0 && (
        <Box
          component="span"
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            top: 0,
            right: 0,
            transform: 'scale(1) translate(50%, -50%)',
            transformOrigin: '100% 0%',
            boxSizing: 'border-box',
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontFamily: theme.typography.fontFamily,
            fontWeight: theme.typography.fontWeightMedium,
            fontSize: theme.typography.pxToRem(12),
            lineHeight: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          })}
        >
          {badgeText(quantity)}
        </Box>
      )}
    </Box>
  );
}

/**
 * The cart's button. Its own component, as AdminLink: the cart, read from localStorage once the
 * page is the browser's, re-renders this button only, not the whole bar.
 */
function CartLink({ active }: { active: boolean }) {
  const quantity = cartQuantity(useCart().items);
  return (
    // A native title, not MUI's Tooltip: its positioning engine would cost every page. The
    // name holds the badge's number as shown (WCAG 2.5.3): a parenthesis would not do.
    <IconButton
      component={RouterLink}
      to={P.cart}
      title="Carrito"
      aria-label={`Carrito, ${badgeText(quantity)}`}
      color={active ? 'primary' : 'default'}
    >
      <CartBadge quantity={quantity}>
        <ShoppingCartIcon />
      </CartBadge>
    </IconButton>
  );
}

/**
 * The admin's way in: to the panel when signed in, else to the login. Who is signed in is not in
 * the page the server drew: it is asked a task after the page is the app's, out of the task
 * that takes the page over, and its answer re-renders this button only.
 */
function AdminLink() {
  const [asked, setAsked] = useState(false);
  // Unmounted first, the late setAsked does nothing.
  useEffect(() => void setTimeout(setAsked, 0, true), []);
  const { data: user } = useCurrentUser({ enabled: asked });
  const title = user ? 'Panel de Administración' : 'Acceso Administradores';
  return (
    <IconButton
      component={RouterLink}
      to={user ? P.adminProducts : P.adminLogin}
      title={title}
      aria-label={title}
    >
      <AdminPanelSettingsIcon />
    </IconButton>
  );
}

export function TopBar() {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The page a phone's search was opened on: another page starts with it closed.
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const searchOpen = searchOpenOn === pathname;
  const shop = useShopSettings();

  return (
    // MUI's sticky AppBar and its Toolbar, as their styles: a header and a row (their modules,
    // with Paper's, are not on the storefront's first load).
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 1,
      })}
    >
      <Box
        sx={(theme) => ({
          ...theme.mixins.toolbar,
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          px: { xs: 2, sm: 3 },
          gap: 1,
          maxWidth: 1920,
          width: '100%',
          mx: 'auto',
          // Narrower than the smallest phones (200 % zoom lays a 390 px phone out in 195): the
          // mark and the four buttons, a little tighter, still fit without scrolling sideways.
          '@media (max-width: 359.95px)': {
            px: 1,
            gap: 0,
            '& .MuiIconButton-root': { p: 0.5 },
            '& [data-brand-name]': { display: 'none' },
          },
          // A phone's open search takes the whole bar (its height unchanged): nothing hidden
          // under it stays focusable.
          ...(searchOpen && {
            [theme.breakpoints.down('md')]: {
              [`& > :not([${HEADER_SEARCH_ATTRIBUTE}])`]: { display: 'none' },
            },
          }),
        })}
      >
        <Box
          component={RouterLink}
          to={P.home}
          aria-label={`${shop?.name ?? 'Inicio'} - Inicio`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'primary.main',
            textDecoration: 'none',
            mr: 'auto',
            flexShrink: { md: 0 },
          }}
        >
          <LogoMark fontSize="large" />
          {/* Between md and lg the links and the search field need the bar's width: the mark
              stands alone there (the link keeps the name). On a phone a long name takes two lines. */}
          <Typography
            component="span"
            variant="h6"
            data-brand-name
            sx={{
              display: { xs: 'inline', md: 'none', lg: 'inline' },
              fontWeight: 700,
              fontSize: { xs: '1rem', sm: '1.25rem' },
              lineHeight: 1.2,
              whiteSpace: { md: 'nowrap' },
            }}
          >
            {shop?.name ?? '\u00a0'}
          </Typography>
        </Box>
        {hasHeaderSearch(pathname) && (
          <HeaderSearch
            open={searchOpen}
            onOpenChange={(open) => setSearchOpenOn(open ? pathname : null)}
          />
        )}
        <Box
          component="nav"
          aria-label="Principal"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
        >
          {NAV_LINKS.map((link) => {
            const active = isLinkActive(link.to, pathname);
            return (
              <Button
                key={link.to}
                component={RouterLink}
                to={link.to}
                aria-current={active ? 'page' : undefined}
                color={active ? 'primary' : 'inherit'}
                sx={{
                  fontWeight: active ? 700 : 500,
                  borderBottom: 2,
                  borderColor: active ? 'primary.main' : 'transparent',
                  borderRadius: 0,
                }}
              >
                {link.label}
              </Button>
            );
          })}
        </Box>
        {/* The law (Res. 424/2020) asks for the link on the first screen: on a phone it is in
            the menu below, on wider screens here, small, beside the cart. */}
        <Box
          component={RouterLink}
          to={P.withdrawal}
          aria-current={isLinkActive(P.withdrawal, pathname) ? 'page' : undefined}
          sx={(theme) => ({
            ...theme.typography.body2,
            color: 'text.secondary',
            // Underlined as MUI's Link draws it: the text's colour at 40 %, full on hover.
            textDecorationColor: 'rgba(0, 0, 0, 0.24)',
            '&:hover': { textDecorationColor: 'inherit' },
            display: { xs: 'none', md: 'inline' },
            mx: 1,
            whiteSpace: 'nowrap',
          })}
        >
          Botón de arrepentimiento
        </Box>
        <CartLink active={isLinkActive(P.cart, pathname)} />
        <AdminLink />
        <IconButton
          aria-label="Abrir menú"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Box>
      <OnDemand open={drawerOpen}>
        <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} pathname={pathname} />
      </OnDemand>
    </Box>
  );
}
