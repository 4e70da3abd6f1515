import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { renderWhenNear } from '../components/render-when-near';
import { useDocumentTitle } from '../components/use-document-title';
import { CategoryTiles } from '../features/catalog/category-tiles';
import { HeroCarousel } from '../features/catalog/hero-carousel';
import type { PageHandle } from '../page';
import { FIRST_HERO_IMAGE } from '../../shared/page-images';

const REASONS = [
  {
    icon: VerifiedIcon,
    title: 'Calidad garantizada',
    text: 'Porcelanatos y cerámicos de primeras marcas, en primera y segunda calidad.',
  },
  {
    icon: CalculateIcon,
    title: 'Calculá tu obra',
    text: 'Te decimos cuántas cajas, adhesivo y pastina necesitás a partir de tus metros cuadrados.',
  },
  {
    icon: LocalShippingIcon,
    title: 'Envíos a domicilio',
    text: 'Llevamos tu pedido a la obra en la zona norte y oeste del Gran Buenos Aires.',
  },
  {
    icon: SupportAgentIcon,
    title: 'Asesoramiento personalizado',
    text: 'Consultanos por WhatsApp o en el local: te ayudamos a elegir.',
  },
];

/** The lower section opens out of view on every screen: drawn when the shopper nears it. */
const WHY_RENDERING = renderWhenNear(900);

const sectionSx = { maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 5, md: 8 } };

export const handle: PageHandle = {
  serverRendered: true,
  image: () => ({ href: FIRST_HERO_IMAGE }),
};

export function Component() {
  useDocumentTitle(null);
  return (
    <>
      <HeroCarousel />
      <Box component="section" aria-labelledby="home-categories" sx={sectionSx}>
        <Typography
          id="home-categories"
          variant="h4"
          component="h2"
          sx={{
            fontWeight: 700,
            mb: 3,
            textAlign: 'center',
            fontSize: { xs: '1.5rem', md: '2rem' },
          }}
        >
          Nuestras categorías
        </Typography>
        <CategoryTiles />
      </Box>
      <Box
        component="section"
        aria-labelledby="home-why"
        sx={[{ bgcolor: 'background.paper' }, WHY_RENDERING]}
      >
        <Box sx={sectionSx}>
          <Typography
            id="home-why"
            variant="h4"
            component="h2"
            sx={{
              fontWeight: 700,
              mb: 4,
              textAlign: 'center',
              fontSize: { xs: '1.5rem', md: '2rem' },
            }}
          >
            ¿Por qué elegirnos?
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {REASONS.map(({ icon: Icon, title, text }) => (
              <Box key={title} sx={{ textAlign: 'center', px: 1 }}>
                <Icon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden="true" />
                <Typography variant="h6" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <Box component="section" sx={{ ...sectionSx, textAlign: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Encontrá el revestimiento ideal para tu proyecto
        </Typography>
        <Button component={RouterLink} to="/productos" variant="contained" size="large">
          Ver catálogo completo
        </Button>
      </Box>
    </>
  );
}
