import InventoryIcon from '@mui/icons-material/Inventory2';
import { useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
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
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BackupIcon from '@mui/icons-material/Backup';
import CategoryIcon from '@mui/icons-material/Category';
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
import { isSuperAdmin } from '../../../shared/auth';
import { useCurrentUser } from '../../api/current-user';
import { useLogout } from '../../features/auth/api';
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog';
import { MAIN_ID, SkipLink } from '../../components/skip-link';
import { DocumentHead } from '../../components/layout/document-head';
import { requireAdminUser } from './guards';
import { type PageHandle, titledHead } from '../../page';
import { AdminToast, type Toast, successToast } from '../../components/ui/admin-toast';

export const DRAWER_WIDTH = 240;

export async function loader() {
  await requireAdminUser();
  return null;
}

const MENU = [
  { to: '/admin/resumen', label: 'Resumen', icon: <InsightsIcon />, superAdmin: false },
  { to: '/admin/productos', label: 'Productos', icon: <Inventory2Icon />, superAdmin: false },
  { to: '/admin/precios', label: 'Precios', icon: <PriceChangeIcon />, superAdmin: false },
  { to: '/admin/areas', label: 'Áreas', icon: <ViewModuleIcon />, superAdmin: false },
  { to: '/admin/categorias', label: 'Categorías', icon: <CategoryIcon />, superAdmin: false },
  { to: '/admin/pedidos', label: 'Pedidos', icon: <ReceiptLongIcon />, superAdmin: false },
  { to: '/admin/stock', label: 'Stock', icon: <InventoryIcon />, superAdmin: false },
  { to: '/admin/clientes', label: 'Clientes', icon: <PeopleIcon />, superAdmin: false },
  { to: '/admin/inicio', label: 'Inicio', icon: <HomeIcon />, superAdmin: false },
  {
    to: '/admin/zonas-de-envio',
    label: 'Zonas de envío',
    icon: <LocalShippingIcon />,
    superAdmin: false,
  },
  {
    to: '/admin/arrepentimientos',
    label: 'Arrepentimientos',
    icon: <AssignmentReturnIcon />,
    superAdmin: false,
  },
  { to: '/admin/usuarios', label: 'Usuarios', icon: <GroupIcon />, superAdmin: true },
  { to: '/admin/logs', label: 'Logs de Acceso', icon: <HistoryIcon />, superAdmin: true },
  { to: '/admin/actividad', label: 'Actividad', icon: <TimelineIcon />, superAdmin: true },
  { to: '/admin/papelera', label: 'Papelera', icon: <DeleteIcon />, superAdmin: true },
  { to: '/admin/configuracion', label: 'Configuración', icon: <SettingsIcon />, superAdmin: true },
  { to: '/admin/legales', label: 'Textos legales', icon: <GavelIcon />, superAdmin: true },
  { to: '/admin/copias', label: 'Copias de seguridad', icon: <BackupIcon />, superAdmin: true },
];

export const handle: PageHandle = {
  head: titledHead('Panel de Administración', { noindex: true }),
};

export function Component() {
  const { data: user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [notice, setNotice] = useState<Toast | null>(null);

  if (isPending || !user) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="Cargando usuario" />
        <DocumentHead />
      </Box>
    );
  }

  const signOut = () => {
    logout.mutate(undefined, { onSettled: () => navigate('/admin/login', { replace: true }) });
  };

  const menu = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar />
      <List component="nav" aria-label="Administración">
        {MENU.filter((item) => !item.superAdmin || isSuperAdmin(user)).map((item) => (
          <ListItemButton
            key={item.to}
            component={RouterLink}
            to={item.to}
            selected={pathname.startsWith(item.to)}
            onClick={() => setMobileOpen(false)}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to="/">
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
        <Outlet />
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
