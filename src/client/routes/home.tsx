import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { renderWhenNear } from '../components/render-when-near';
import { CategoryTiles } from '../features/catalog/category-tiles';
import { HeroCarousel } from '../features/catalog/hero-carousel';
import { useQuery } from '@tanstack/react-query';
import { homePageQuery } from '../features/home/api';
import type { PageHandle, PageLoader } from '../page';
import { HERO_IMAGE_SIZES } from '#shared/page-images';
import { PAGE_PATHS as P } from '#shared/page-paths';
import { homeOgImagePath, openGraphImage } from '#shared/og-images';

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

/**
 * The Destacados row opens below the fold and only when the owner chose products: its cards'
 * code loads then, not with every home page (the server draws the placeholder; the browser the row).
 */
const FeaturedProducts = lazy(() =>
  import('../features/home/featured-products').then((m) => ({ default: m.FeaturedProducts })),
);

const sectionSx = { maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 5, md: 8 } };

/** The slides, tiles and destacados as the owner set them in the admin's Inicio screen. */
export const loader: PageLoader = ({ queryClient }) =>
  queryClient.ensureQueryData(homePageQuery).then(() => null);

const headingSx = {
  fontWeight: 700,
  mb: 3,
  textAlign: 'center',
  fontSize: { xs: '1.5rem', md: '2rem' },
} as const;

export const handle: PageHandle = {
  serverRendered: true,
  // The shop's name and what it sells (what a search result shows); its tagline, the description.
  // Its link preview: the banner's first slide, as a JPEG (WhatsApp shows no WebP).
  head: ({ shop, publicUrl, queryClient }) => {
    const slide = queryClient.getQueryData(homePageQuery.queryKey)?.slides[0];
    return {
      title: `${shop.name} | Porcelanatos y revestimientos`,
      description: shop.tagline,
      url: `${publicUrl}/`,
      image: openGraphImage(
        publicUrl,
        homeOgImagePath(slide?.image.src ?? ''),
        slide?.title ?? shop.name,
      ),
    };
  },
  // The first slide's image is the largest thing in view: preloaded with its srcset.
  image: ({ queryClient }) => {
    const image = queryClient.getQueryData(homePageQuery.queryKey)?.slides[0]?.image;
    if (!image?.src) return undefined;
    return image.srcSet
      ? { href: image.src, srcSet: image.srcSet, sizes: HERO_IMAGE_SIZES }
      : { href: image.src };
  },
};

export function Component() {
  const { data: home } = useQuery(homePageQuery);
  if (!home) return null;
  return (
    <>
      <HeroCarousel slides={home.slides} />
      <Box component="section" aria-labelledby="home-categories" sx={sectionSx}>
        <Typography id="home-categories" variant="h4" component="h2" sx={headingSx}>
          Nuestras categorías
        </Typography>
        <CategoryTiles tiles={home.tiles} />
      </Box>
      {home.featured.length > 0 && (
        <Box component="section" aria-labelledby="home-featured" sx={{ ...sectionSx, pt: 0 }}>
          <Typography id="home-featured" variant="h4" component="h2" sx={headingSx}>
            Productos destacados
          </Typography>
          <Suspense fallback={<Box sx={{ minHeight: 360 }} />}>
            <FeaturedProducts products={home.featured} />
          </Suspense>
        </Box>
      )}
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
        <Button component={RouterLink} to={P.products} variant="contained" size="large">
          Ver catálogo completo
        </Button>
      </Box>
    </>
  );
}
