import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CONSUMER_DEFENCE_URL, LEGAL_LINKS } from './legal-links';
import { useShopSettings } from '#client/hooks/use-shop-settings';
import { socialLinks, telLink } from '../contact-links';
import { renderWhenNear } from '../render-when-near';
import { shopYear } from '#shared/shop-clock';
import { PAGE_PATHS as P } from '#shared/page-paths';

const QUICK_LINKS = [
  { to: P.home, label: 'Inicio' },
  { to: P.products, label: 'Productos' },
  { to: P.contact, label: 'Contacto' },
  { to: P.cart, label: 'Carrito' },
];

/**
 * The footer's links: plain anchors (MUI's Link, Grid and Stack would cost every page's first
 * load for what a few styles do), underlined on hover, with the shop's focus ring (theme.ts).
 */
const LINK = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
};
const LINK_LIST = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 };

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
        {
          bgcolor: '#2f4659',
          color: 'grey.100',
          mt: 6,
          pt: 5,
          pb: 3,
          px: { xs: 2, md: 4 },
          // An e-mail address or a long word breaks rather than pushing past a narrow screen
          // (a phone at 200 % zoom lays out 195 px).
          overflowWrap: 'anywhere',
        },
        FOOTER_RENDERING,
      ]}
    >
      {/* Two columns on a phone (the name and the contact across both), five from md. */}
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '3fr 2fr 2fr 3fr 2fr' },
          maxWidth: 1920,
          mx: 'auto',
        }}
      >
        <Box sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, mb: 1 }}>
            {shop?.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'grey.300' }}>
            {shop?.tagline}
          </Typography>
        </Box>
        <div>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Enlaces rápidos
          </Typography>
          <Box component="nav" aria-label="Enlaces rápidos" sx={LINK_LIST}>
            {QUICK_LINKS.map((l) => (
              <Box key={l.to} component={RouterLink} to={l.to} sx={LINK}>
                {l.label}
              </Box>
            ))}
          </Box>
        </div>
        <div>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Legales
          </Typography>
          <Box component="nav" aria-label="Legales" sx={LINK_LIST}>
            {LEGAL_LINKS.map((l) => (
              <Box key={l.to} component={RouterLink} to={l.to} sx={LINK}>
                {l.label}
              </Box>
            ))}
            <Box
              component="a"
              href={CONSUMER_DEFENCE_URL}
              target="_blank"
              rel="noopener noreferrer"
              sx={LINK}
            >
              Defensa de las y los consumidores
            </Box>
          </Box>
        </div>
        <Box sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Contacto
          </Typography>
          {shop && (
            <Box sx={[LINK_LIST, (theme) => theme.typography.body2]}>
              <span>{shop.address}</span>
              <Box component="a" href={telLink(shop.phone)} sx={LINK}>
                {shop.phone}
              </Box>
              <Box component="a" href={`mailto:${shop.email}`} sx={LINK}>
                {shop.email}
              </Box>
            </Box>
          )}
        </Box>
        <Box sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Seguinos
          </Typography>
          {shop && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
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
            </Box>
          )}
        </Box>
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'grey.400', mt: 4 }}>
        © {year} {shop?.name}. Todos los derechos reservados.
      </Typography>
    </Box>
  );
}
