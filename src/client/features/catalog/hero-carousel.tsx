import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { HomeSlide } from '#shared/home';
import { HERO_IMAGE_SIZES } from '#shared/page-images';

/** The banner advances every 6000 ms. */
export const HERO_INTERVAL_MS = 6000;

const IMAGE_STYLE = {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
} as const;

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.35)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.55)' },
  zIndex: 2,
} as const;

/** Rotating banner with indicators and always-visible arrows. */
/** Inicio's slides, as the owner set them in the admin's Inicio screen. */
export function HeroCarousel({ slides }: { slides: HomeSlide[] }) {
  const [active, setActive] = useState(0);
  const count = slides.length;

  // Restarts the countdown after every change, so a click never gets skipped over at once.
  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => setActive((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [active, count]);

  const go = (index: number) => setActive((index + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carrusel"
      aria-label="Destacados"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'grey.900',
        height: { xs: 360, md: 480 },
      }}
    >
      {slides.map((slide, i) => (
        <Box
          key={slide.id}
          role="group"
          aria-roledescription="diapositiva"
          aria-label={`${i + 1} de ${count}`}
          aria-hidden={i !== active}
          inert={i !== active}
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: i === active ? 1 : 0,
            transition: 'opacity 700ms ease',
          }}
        >
          {/* A plain img: Box would take width and height as CSS, and the attributes are the
              aspect ratio the browser reserves before the image arrives. */}
          <img
            src={slide.image.src}
            srcSet={slide.image.srcSet || undefined}
            sizes={slide.image.srcSet ? HERO_IMAGE_SIZES : undefined}
            alt=""
            width={slide.image.width}
            height={slide.image.height}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            style={IMAGE_STYLE}
          />
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              alignItems: 'flex-start',
              gap: 2,
              px: { xs: 8, md: 12 },
              maxWidth: 900,
              color: 'common.white',
            }}
          >
            <Typography
              variant="h3"
              component={i === 0 ? 'h1' : 'h2'}
              sx={{
                fontWeight: 700,
                fontSize: { xs: '1.6rem', sm: '2.2rem', md: '3rem' },
                textShadow: '0 2px 8px rgba(0,0,0,0.4)',
              }}
            >
              {slide.title}
            </Typography>
            <Typography
              sx={{
                fontSize: { xs: '1rem', md: '1.25rem' },
                textShadow: '0 1px 4px rgba(0,0,0,0.5)',
              }}
            >
              {slide.text}
            </Typography>
            {slide.link.startsWith('/') ? (
              <Button
                component={RouterLink}
                to={slide.link}
                variant="contained"
                color="secondary"
                size="large"
              >
                {slide.buttonText}
              </Button>
            ) : (
              <Button href={slide.link} variant="contained" color="secondary" size="large">
                {slide.buttonText}
              </Button>
            )}
          </Box>
        </Box>
      ))}
      <IconButton
        aria-label="Diapositiva anterior"
        onClick={() => go(active - 1)}
        sx={{ ...arrowSx, left: { xs: 8, md: 16 } }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label="Diapositiva siguiente"
        onClick={() => go(active + 1)}
        sx={{ ...arrowSx, right: { xs: 8, md: 16 } }}
      >
        <ChevronRightIcon />
      </IconButton>
      <Box
        sx={{
          position: 'absolute',
          bottom: 16,
          left: 0,
          right: 0,
          display: 'flex',
          justifyContent: 'center',
          zIndex: 2,
        }}
      >
        {slides.map((slide, i) => (
          <Box
            key={slide.id}
            component="button"
            type="button"
            aria-label={`Ir a la diapositiva ${i + 1}`}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => go(i)}
            // The dot is drawn 12px high; the button around it is the 24px target of WCAG 2.5.8.
            sx={{
              display: 'grid',
              placeItems: 'center',
              minWidth: 24,
              height: 24,
              p: 0,
              border: 0,
              borderRadius: 6,
              cursor: 'pointer',
              bgcolor: 'transparent',
              '&::before': {
                content: '""',
                width: i === active ? 28 : 12,
                height: 12,
                borderRadius: 6,
                bgcolor: i === active ? 'secondary.main' : 'rgba(255,255,255,0.7)',
                transition: 'width 300ms',
              },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
