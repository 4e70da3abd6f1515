import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONSUMER_DEFENCE_URL, LEGAL_LINKS } from './legal-links';
import { useShopSettings } from '#client/hooks/use-shop-settings';
import { socialLinks, telLink } from '../contact-links';
import { renderWhenNear } from '../render-when-near';
import { shopYear } from '#shared/format';
import { PAGE_PATHS as P } from '#shared/page-paths';

const QUICK_LINKS = [
  { to: P.home, label: 'Inicio' },
  { to: P.products, label: 'Productos' },
  { to: P.contact, label: 'Contacto' },
  { to: P.cart, label: 'Carrito' },
];

/** Below every page's fold: drawn when the shopper scrolls near it (about its phone height, 748px with the Legales links). */
const FOOTER_RENDERING = renderWhenNear(750);

export function Footer() {
  const shop = useShopSettings();
  // The shop's year, so the server's render and the browser's agree whatever their time zones.
  const year = shopYear();
  return (
    <Box
      component="footer"
      // Its links (and its own WhatsApp icon) are never under the floating WhatsApp button: the
      // button steps aside while the footer is in its corner.
      data-keep-clear
      sx={[
        { bgcolor: '#2f4659', color: 'grey.100', mt: 6, pt: 5, pb: 3, px: { xs: 2, md: 4 } },
        FOOTER_RENDERING,
      ]}
    >
      <Grid container spacing={4} sx={{ maxWidth: 1920, mx: 'auto' }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, mb: 1 }}>
            {shop?.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'grey.300' }}>
            {shop?.tagline}
          </Typography>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Enlaces rápidos
          </Typography>
          <Stack component="nav" aria-label="Enlaces rápidos" spacing={0.5}>
            {QUICK_LINKS.map((l) => (
              <Link key={l.to} component={RouterLink} to={l.to} color="inherit" underline="hover">
                {l.label}
              </Link>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Legales
          </Typography>
          <Stack component="nav" aria-label="Legales" spacing={0.5}>
            {LEGAL_LINKS.map((l) => (
              <Link key={l.to} component={RouterLink} to={l.to} color="inherit" underline="hover">
                {l.label}
              </Link>
            ))}
            <Link
              href={CONSUMER_DEFENCE_URL}
              target="_blank"
              rel="noopener noreferrer"
              color="inherit"
              underline="hover"
            >
              Defensa de las y los consumidores
            </Link>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Contacto
          </Typography>
          {shop && (
            <Stack spacing={0.5}>
              <Typography variant="body2">{shop.address}</Typography>
              <Link href={telLink(shop.phone)} color="inherit" underline="hover" variant="body2">
                {shop.phone}
              </Link>
              <Link href={`mailto:${shop.email}`} color="inherit" underline="hover" variant="body2">
                {shop.email}
              </Link>
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Seguinos
          </Typography>
          {shop && (
            <Stack direction="row" spacing={1}>
              {socialLinks(shop).map((link) => (
                <IconButton
                  key={link.label}
                  color="inherit"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                >
                  {link.icon}
                </IconButton>
              ))}
            </Stack>
          )}
        </Grid>
      </Grid>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'grey.400', mt: 4 }}>
        © {year} {shop?.name}. Todos los derechos reservados.
      </Typography>
    </Box>
  );
}
