import { lazy, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ProductImage } from '#shared/catalog';
import { GALLERY_IMAGE_SIZES } from '#shared/page-images';
import { OnDemand } from '#client/components/on-demand';

// The full-screen viewer's code (its gestures, MUI's dialog and modal) comes at the first click on
// the picture.
const PhotoViewer = lazy(() => import('./photo-viewer'));

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.85)',
  '&:hover': { bgcolor: 'rgba(255,255,255,1)' },
} as const;

/** 'Imagen anterior' and 'Imagen siguiente' over a picture's sides. */
function GalleryArrows({ onStep }: { onStep: (delta: number) => void }) {
  return (
    <>
      <IconButton
        aria-label="Imagen anterior"
        onClick={() => onStep(-1)}
        sx={{ ...arrowSx, left: 8 }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label="Imagen siguiente"
        onClick={() => onStep(1)}
        sx={{ ...arrowSx, right: 8 }}
      >
        <ChevronRightIcon />
      </IconButton>
    </>
  );
}

/** Arrows and thumbnails with more than one image; a click opens the full-screen viewer. */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const current = images[Math.min(index, images.length - 1)];
  const many = images.length > 1;
  const step = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);

  if (!current)
    return (
      <Box
        sx={{ aspectRatio: '1 / 1', bgcolor: 'grey.200', borderRadius: 1 }}
        role="img"
        aria-label="Sin imagen"
      />
    );
  return (
    <Box>
      <Box sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}>
        <ButtonBase
          onClick={() => setViewerOpen(true)}
          aria-label="Ver imagen en tamaño completo"
          sx={{ display: 'block', width: '100%' }}
        >
          <Box
            component="img"
            src={current.src}
            srcSet={current.srcSet}
            sizes={GALLERY_IMAGE_SIZES}
            alt={name}
            width={800}
            height={800}
            sx={{
              width: '100%',
              height: 'auto',
              aspectRatio: '1 / 1',
              objectFit: 'cover',
              display: 'block',
            }}
          />
        </ButtonBase>
        {many && <GalleryArrows onStep={step} />}
      </Box>
      {many && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto' }}>
          {images.map((image, i) => (
            <ButtonBase
              key={image.id}
              onClick={() => setIndex(i)}
              aria-label={`Ver imagen ${i + 1}`}
              aria-pressed={i === index}
              sx={{
                width: 72,
                height: 72,
                flexShrink: 0,
                borderRadius: 1,
                overflow: 'hidden',
                outline: 2,
                outlineColor: i === index ? 'primary.main' : 'transparent',
                outlineOffset: -2,
              }}
            >
              <Box
                component="img"
                src={image.srcSet.split(' ')[0] ?? image.src}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
      <OnDemand open={viewerOpen}>
        <PhotoViewer
          open={viewerOpen}
          onClose={() => setViewerOpen(false)}
          images={images}
          name={name}
          index={Math.min(index, images.length - 1)}
          onIndexChange={setIndex}
        />
      </OnDemand>
    </Box>
  );
}
