import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { PAGE_PATHS } from '#shared/page-paths';
import { useMountedOpen } from '../on-demand';
import { NAV_LINKS, isLinkActive } from './nav-links';
import { PAGE_PATHS as P } from '#shared/page-paths';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  pathname: string;
}

/** The top bar's menu on a phone ('Abrir menú'): a module of its own, fetched at the first tap. */
export default function MenuDrawer({ open, onClose, pathname }: MenuDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={useMountedOpen(open)}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Menú' } }}
    >
      <Box component="nav" aria-label="Menú" sx={{ width: 260 }}>
        <List>
          {[...NAV_LINKS, { to: P.cart, label: 'Carrito' } as const].map((link) => (
            <li key={link.to}>
              <ListItemButton
                component={RouterLink}
                to={link.to}
                aria-current={isLinkActive(link.to, pathname) ? 'page' : undefined}
                selected={isLinkActive(link.to, pathname)}
                onClick={onClose}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            </li>
          ))}
          {/* On a phone the footer is screens away: the drawer keeps it one tap from the top. */}
          <li>
            <ListItemButton
              component={RouterLink}
              to={PAGE_PATHS.withdrawal}
              selected={isLinkActive(PAGE_PATHS.withdrawal, pathname)}
              onClick={onClose}
            >
              <ListItemText primary="Botón de arrepentimiento" />
            </ListItemButton>
          </li>
        </List>
      </Box>
    </Drawer>
  );
}
