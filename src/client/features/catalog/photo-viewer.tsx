import { type KeyboardEvent, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import type { ProductImage } from '#shared/catalog';
import { KEY_STEP, MAX_SCALE } from './photo-zoom';
import { SLIDE_GAP, usePhotoGestures } from './use-photo-gestures';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const GLIDE = 'transform 220ms cubic-bezier(0.2, 0, 0, 1)';

/**
 * The phone picks its variant by the screen's width: 400, 800 or 1600 px, by its pixel density.
 * A contained photo is never wider than the screen, and a zoomed one wants the sharpest there is.
 */
const VIEWER_SIZES = '100vw';

const controlSx = {
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.55)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
  '&.Mui-disabled': { color: 'rgba(255,255,255,0.45)', bgcolor: 'rgba(0,0,0,0.35)' },
} as const;

const sideSx = { ...controlSx, position: 'absolute', top: '50%', transform: 'translateY(-50%)' };

/**
 * The product's photos full screen: as large as the screen allows on a dark ground,
 * swiped between, pinched or double-tapped to zoom and moved when zoomed; ← → change photo, + −
 * zoom, Escape closes (and MUI's modal gives the focus back to the photo that opened it).
 */
export default function PhotoViewer(props: {
  open: boolean;
  onClose: () => void;
  images: ProductImage[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const { open, onClose, images, name, index, onIndexChange } = props;
  const count = images.length;
  const many = count > 1;
  const stage = useRef<HTMLDivElement>(null);
  const [ratios, setRatios] = useState<Record<string, number>>({});
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const at = (offset: number) => (index + offset + count) % count;
  const current = images[at(0)];
  const gestures = usePhotoGestures({
    stage,
    ratio: (current && ratios[current.id]) ?? 0,
    canSwipe: many,
    onStep: (delta) => onIndexChange(at(delta)),
  });
  const { zoom, dragX, settling } = gestures;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && many) gestures.go(-1);
    else if (event.key === 'ArrowRight' && many) gestures.go(1);
    else if (event.key === '+' || event.key === '=') gestures.zoomBy(KEY_STEP);
    else if (event.key === '-') gestures.zoomBy(1 / KEY_STEP);
    else return;
    event.preventDefault();
  };

  // With two photos the other one is drawn on the side the finger is dragging towards.
  const offsets = !many ? [0] : count === 2 ? [0, dragX > 0 ? -1 : 1] : [-1, 0, 1];
  const glide = settling && !reducedMotion ? GLIDE : 'none';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      onKeyDown={onKeyDown}
      transitionDuration={reducedMotion ? 0 : undefined}
      slotProps={{
        // The paper is the element with role="dialog"; the name goes there.
        paper: {
          'aria-label': `${name} (imagen ${index + 1} de ${count})`,
          sx: { bgcolor: '#111', color: 'common.white', overflow: 'hidden' },
        },
      }}
    >
      <Box
        ref={stage}
        {...gestures.handlers}
        sx={{
          position: 'absolute',
          inset: 0,
          overflow: 'hidden',
          touchAction: 'none',
          userSelect: 'none',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            transform: `translateX(${dragX}px)`,
            transition: glide,
          }}
        >
          {offsets.map((offset) => {
            const image = images[at(offset)];
            if (!image) return null;
            const isCurrent = offset === 0;
            return (
              <Box
                key={image.id}
                aria-hidden={!isCurrent || undefined}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  transform: `translateX(calc(${offset} * (100% + ${SLIDE_GAP}px)))`,
                }}
              >
                <Box
                  component="img"
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={VIEWER_SIZES}
                  alt={isCurrent ? name : ''}
                  draggable={false}
                  onLoad={(event) => {
                    const { naturalWidth: w, naturalHeight: h } = event.currentTarget;
                    if (w && h) setRatios((known) => ({ ...known, [image.id]: w / h }));
                  }}
                  sx={{
                    display: 'block',
                    width: '100%',
                    height: '100%',
                    objectFit: 'contain',
                    pointerEvents: 'none',
                    transform: isCurrent
                      ? `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`
                      : undefined,
                    transition: isCurrent ? glide : undefined,
                  }}
                />
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          right: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1,
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        }}
      >
        {many && (
          <Typography
            aria-live="polite"
            sx={{ px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'rgba(0,0,0,0.55)', fontWeight: 500 }}
          >
            {index + 1} de {count}
          </Typography>
        )}
        <Box sx={{ flex: 1, pointerEvents: 'none' }} />
        <IconButton
          aria-label="Alejar"
          onClick={() => gestures.zoomBy(1 / KEY_STEP)}
          disabled={zoom.scale <= 1}
          sx={controlSx}
        >
          <ZoomOutIcon />
        </IconButton>
        <IconButton
          aria-label="Acercar"
          onClick={() => gestures.zoomBy(KEY_STEP)}
          disabled={zoom.scale >= MAX_SCALE}
          sx={controlSx}
        >
          <ZoomInIcon />
        </IconButton>
        <IconButton aria-label="Cerrar" onClick={onClose} sx={controlSx}>
          <CloseIcon />
        </IconButton>
      </Box>
      {many && (
        <>
          <IconButton
            aria-label="Foto anterior"
            onClick={() => gestures.go(-1)}
            sx={{ ...sideSx, left: 8 }}
          >
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <IconButton
            aria-label="Foto siguiente"
            onClick={() => gestures.go(1)}
            sx={{ ...sideSx, right: 8 }}
          >
            <ChevronRightIcon fontSize="large" />
          </IconButton>
        </>
      )}
    </Dialog>
  );
}
