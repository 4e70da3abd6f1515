import InventoryIcon from '@mui/icons-material/Inventory2';
import { type ReactElement, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BackupIcon from '@mui/icons-material/Backup';
import CategoryIcon from '@mui/icons-material/Category';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import GavelIcon from '@mui/icons-material/Gavel';
import SettingsIcon from '@mui/icons-material/Settings';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LogoutIcon from '@mui/icons-material/Logout';
import InsightsIcon from '@mui/icons-material/Insights';
import KeyIcon from '@mui/icons-material/Key';
import PeopleIcon from '@mui/icons-material/People';
import MenuIcon from '@mui/icons-material/Menu';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TimelineIcon from '@mui/icons-material/Timeline';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { isSuperAdmin } from '#shared/auth';
import { ADMIN_PAGES, type AdminPageFile } from '#shared/admin-pages';
import { useCurrentUser } from '#client/api/current-user';
import { useLogout } from '#client/features/auth/api';
import { ChangePasswordDialog } from '#client/features/auth/components/change-password-dialog';
import { MAIN_ID, SkipLink } from '#client/components/skip-link';
import { DocumentHead } from '#client/components/layout/document-head';
import { type PageHandle, titledHead } from '#client/page';
import { AdminToast, type Toast, successToast } from '#client/components/ui/admin-toast';
import { PAGE_PATHS as P } from '#shared/page-paths';
import { theme } from '#client/theme';
import { PageLoading } from '#client/components/ui/page-states';

export const DRAWER_WIDTH = 240;

/**
 * The admin screens' icons in the menu (its label, place and role are in the page table); a
 * screen without one of its own shows MENU_ICON_DEFAULT.
 */
const MENU_ICONS: Partial<Record<AdminPageFile, ReactElement>> = {
  'admin/summary': <InsightsIcon />,
  'admin/products': <Inventory2Icon />,
  'admin/prices': <PriceChangeIcon />,
  'admin/areas': <ViewModuleIcon />,
  'admin/categories': <CategoryIcon />,
  'admin/orders': <ReceiptLongIcon />,
  'admin/stock': <InventoryIcon />,
  'admin/customers': <PeopleIcon />,
  'admin/home': <HomeIcon />,
  'admin/delivery-zones': <LocalShippingIcon />,
  'admin/withdrawals': <AssignmentReturnIcon />,
  'admin/users': <GroupIcon />,
  'admin/logs': <HistoryIcon />,
  'admin/activity': <TimelineIcon />,
  'admin/trash': <DeleteIcon />,
  'admin/settings': <SettingsIcon />,
  'admin/legal': <GavelIcon />,
  'admin/backups': <BackupIcon />,
};

const MENU_ICON_DEFAULT = <ChevronRightIcon />;

export const handle: PageHandle = {
  head: titledHead('Panel de Administración', { noindex: true }),
};

/**
 * The admin's theme: the shop's, with MUI's Spanish texts for the components only the admin uses
 * (table pagination, autocomplete…); the storefront's first load goes without them.
 */
const ADMIN_THEME = createTheme(theme, esES);

export function Component() {
  return (
    <ThemeProvider theme={ADMIN_THEME}>
      <AdminShell />
    </ThemeProvider>
  );
}

function AdminShell() {
  const { data: user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [notice, setNotice] = useState<Toast | null>(null);
  // While the next screen's code and data load, the screen being left is hidden: on a slow phone
  // it would otherwise stay up, and what a person types into its fields (a "Buscar" that looks
  // like the next screen's) would vanish with it when the next screen shows.
  const navigation = useNavigation();
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname;

  if (isPending || !user) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="Cargando usuario" />
        <DocumentHead />
      </Box>
    );
  }

  const signOut = () => {
    logout.mutate(undefined, { onSettled: () => navigate(P.adminLogin, { replace: true }) });
  };

  const menu = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar />
      <List component="nav" aria-label="Administración">
        {ADMIN_PAGES.filter((item) => item.role === 'admin' || isSuperAdmin(user)).map((item) => (
          <ListItemButton
            key={item.path}
            component={RouterLink}
            to={item.path}
            selected={pathname.startsWith(item.path)}
            onClick={() => setMobileOpen(false)}
          >
            <ListItemIcon>{MENU_ICONS[item.file] ?? MENU_ICON_DEFAULT}</ListItemIcon>
            <ListItemText primary={item.menu} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to={P.home}>
            <ListItemIcon>
              <StorefrontIcon />
            </ListItemIcon>
            <ListItemText primary="Ver tienda" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => {
              setMobileOpen(false);
              setChangingPassword(true);
            }}
          >
            <ListItemIcon>
              <KeyIcon />
            </ListItemIcon>
            <ListItemText primary="Cambiar contraseña" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton onClick={signOut} disabled={logout.isPending}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Cerrar Sesión" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <DocumentHead />
      <SkipLink />
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Abrir menú de administración"
            onClick={() => setMobileOpen(true)}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
            Panel de Administración
          </Typography>
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {user.name} ({user.email})
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { 'aria-label': 'Menú de administración' } }}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH },
          }}
        >
          {menu}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          {menu}
        </Drawer>
      </Box>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        {leaving && <PageLoading label="Cargando" />}
        {/* Out of sight and reach, yet laid out at its width: charts measuring it keep their size. */}
        <Box sx={leaving ? { visibility: 'hidden', height: 0, overflow: 'hidden' } : undefined}>
          <Outlet />
        </Box>
      </Box>
      <ChangePasswordDialog
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        onChanged={(message) => {
          setChangingPassword(false);
          setNotice(successToast(message));
        }}
      />
      <AdminToast toast={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
