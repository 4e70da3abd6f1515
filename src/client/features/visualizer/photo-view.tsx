import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import type { Point } from '#shared/visualizer/homography';
import { roomToPhoto } from '#shared/visualizer/homography';
import { BrushControls } from './brush-controls';
import { CornerHandle, Loupe } from './corner-handles';
import { type Covering, paintSurface } from './floor-painter';
import { composePicture, drawInPerspective } from './photo-warp';
import { visuallyHidden } from './room-view';
import { usePhotoBrush } from './use-photo-brush';

export type Corners = [Point, Point, Point, Point];

/** Largest side a photo is worked at: enough for a sharp download, light on a phone. */
const MAX_PHOTO_SIDE = 1600;

/** Where the corners start on a new photo: the lower part of the picture, in perspective. */
function defaultCorners(w: number, h: number): Corners {
  return [
    { x: w * 0.25, y: h * 0.55 },
    { x: w * 0.75, y: h * 0.55 },
    { x: w * 0.95, y: h * 0.95 },
    { x: w * 0.05, y: h * 0.95 },
  ];
}

/**
 * The shopper's own photo: it never leaves the browser. Four corner handles
 * (drag, or focus and move with the arrow keys, Shift for bigger steps) with a magnifier, the
 * room's size typed beside, a brush that uncovers the furniture standing on the floor, and a
 * before/after slider.
 */
export function PhotoView({
  covering,
  length,
  width,
  onCanvas,
}: {
  covering: Covering;
  length: number;
  width: number;
  onCanvas: (canvas: HTMLCanvasElement | null) => void;
}) {
  const helpId = useId();
  const brushHelpId = useId();
  const uploadRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const scratchRef = useRef<HTMLCanvasElement | null>(null);
  /** The brush's mask, at the photo's resolution: opaque where the photo shows through. */
  const maskRef = useRef<HTMLCanvasElement | null>(null);
  const brushCursorRef = useRef<HTMLDivElement>(null);
  const [photo, setPhoto] = useState<{
    width: number;
    height: number;
    key: number;
    source: HTMLCanvasElement;
  } | null>(null);
  const [corners, setCorners] = useState<Corners | null>(null);
  const [split, setSplit] = useState(100);
  const [active, setActive] = useState<number | null>(null);
  const [scale, setScale] = useState(1);

  const open = (file: File | undefined) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      const factor = Math.min(
        1,
        MAX_PHOTO_SIDE / Math.max(image.naturalWidth, image.naturalHeight),
      );
      const source = document.createElement('canvas');
      source.width = Math.round(image.naturalWidth * factor);
      source.height = Math.round(image.naturalHeight * factor);
      source.getContext('2d')?.drawImage(image, 0, 0, source.width, source.height);
      URL.revokeObjectURL(url);
      brush.reset(source.width, source.height);
      setCorners(defaultCorners(source.width, source.height));
      setPhoto((previous) => ({
        width: source.width,
        height: source.height,
        key: (previous?.key ?? 0) + 1,
        source,
      }));
    };
    image.onerror = () => URL.revokeObjectURL(url);
    image.src = url;
  };

  /** The tiles in perspective, uncut: painted again only when the covering or corners change. */
  const tilesLayer = useMemo(() => {
    if (!photo || !corners) return null;
    const layer = document.createElement('canvas');
    layer.width = photo.width;
    layer.height = photo.height;
    const ctx = layer.getContext('2d');
    const h = roomToPhoto(length, width, corners);
    if (ctx && h) {
      const floor = document.createElement('canvas');
      paintSurface(floor, length, width, covering, 1600);
      drawInPerspective(ctx, floor, length, width, h);
    }
    return layer;
  }, [photo, corners, covering, length, width]);

  const compose = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas || !tilesLayer || !photo) return;
    scratchRef.current ??= document.createElement('canvas');
    composePicture(canvas, {
      photo: photo.source,
      tiles: tilesLayer,
      mask: maskRef.current,
      split,
      scratch: scratchRef.current,
    });
    canvas.dataset.drawn = String(Number(canvas.dataset.drawn ?? 0) + 1);
    onCanvas(canvas);
  }, [photo, tilesLayer, split, onCanvas]);
  const brush = usePhotoBrush({ canvasRef, maskRef, cursorRef: brushCursorRef }, photo, compose);

  useEffect(() => compose(), [compose]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !photo) return;
    const observer = new ResizeObserver(() => setScale(canvas.clientWidth / photo.width || 1));
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [photo]);

  const move = (index: number, point: Point) =>
    setCorners((list) => {
      if (!list || !photo) return list;
      const next = [...list] as Corners;
      next[index] = {
        x: Math.max(0, Math.min(photo.width, point.x)),
        y: Math.max(0, Math.min(photo.height, point.y)),
      };
      return next;
    });

  const activeCorner = active === null ? undefined : corners?.[active];
  const pointFromEvent = (event: React.PointerEvent): Point | null => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect) return null;
    return { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale };
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<AddPhotoIcon />}
          onClick={() => uploadRef.current?.click()}
        >
          Subir una foto
        </Button>
        <Button
          variant="outlined"
          startIcon={<CameraIcon />}
          onClick={() => cameraRef.current?.click()}
        >
          Sacar una foto
        </Button>
        <input
          ref={uploadRef}
          type="file"
          accept="image/*"
          hidden
          aria-label="Foto de tu ambiente"
          onChange={(event) => open(event.target.files?.[0])}
        />
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label="Foto con la cámara"
          onChange={(event) => open(event.target.files?.[0])}
        />
        <Typography variant="body2" color="text.secondary">
          Tu foto no sale de tu navegador: no se sube a ningún lado.
        </Typography>
      </Box>
      {!photo && (
        <Box
          sx={{
            flex: 1,
            display: 'grid',
            placeItems: 'center',
            border: '2px dashed',
            borderColor: 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            color: 'text.secondary',
          }}
        >
          Subí o sacá una foto del piso de tu ambiente. Después marcá sus cuatro esquinas y escribí
          el largo y el ancho.
        </Box>
      )}
      {photo && corners && (
        <>
          <Typography
            id={helpId}
            variant="body2"
            color="text.secondary"
            sx={brush.on ? visuallyHidden : undefined}
          >
            Arrastrá cada esquina al rincón del piso en la foto, o elegila con Tab y movela con las
            flechas (con Mayúscula, de a 10 píxeles).
          </Typography>
          {brush.on && (
            <Typography id={brushHelpId} variant="body2" color="text.secondary">
              Pintá sobre los muebles para ver tu foto en vez del producto. Con el teclado: flechas
              para mover el pincel (con Mayúscula, más rápido) y Espacio o Enter para pintar.
            </Typography>
          )}
          <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
            <Box
              sx={{
                position: 'relative',
                display: 'inline-block',
                maxWidth: '100%',
                lineHeight: 0,
              }}
            >
              {/* While the brush is on, the picture takes the keys and a drag paints. */}
              <Box
                component="canvas"
                ref={canvasRef}
                data-view="photo"
                role={brush.on ? 'application' : 'img'}
                tabIndex={brush.on ? 0 : undefined}
                aria-label={
                  brush.on
                    ? 'Pincel sobre tu foto con el producto colocado en el piso'
                    : 'Tu foto con el producto colocado en el piso'
                }
                aria-describedby={brush.on ? brushHelpId : undefined}
                {...(brush.on && brush.pictureProps)}
                sx={{
                  maxWidth: '100%',
                  maxHeight: '62vh',
                  display: 'block',
                  ...(brush.on && { touchAction: 'none', cursor: 'crosshair' }),
                  '&:focus-visible': { outline: '3px solid #ffbf00', outlineOffset: -3 },
                }}
              />
              {corners.map((corner, index) => (
                <CornerHandle
                  key={index}
                  index={index}
                  corner={corner}
                  scale={scale}
                  describedBy={helpId}
                  held={brush.on}
                  toPhoto={pointFromEvent}
                  onMove={(point) => move(index, point)}
                  onActive={(on) => setActive(on ? index : null)}
                />
              ))}
              {brush.on && (
                <Box
                  ref={brushCursorRef}
                  aria-hidden="true"
                  sx={{
                    display: 'none',
                    position: 'absolute',
                    width: brush.size,
                    height: brush.size,
                    ml: `${-brush.size / 2}px`,
                    mt: `${-brush.size / 2}px`,
                    borderRadius: '50%',
                    border: '2px solid #fff',
                    boxShadow: '0 0 0 1px rgba(0,0,0,0.7), inset 0 0 0 1px rgba(0,0,0,0.7)',
                    bgcolor: brush.erase ? 'rgba(255,59,48,0.2)' : 'rgba(255,255,255,0.2)',
                    pointerEvents: 'none',
                  }}
                />
              )}
              {activeCorner && !brush.on && (
                <Loupe source={photo.source} corner={activeCorner} scale={scale} />
              )}
            </Box>
          </Box>
          <BrushControls brush={brush} />
          <Box sx={{ px: 1, display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography id={`${helpId}-split`} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              Antes y después
            </Typography>
            <Slider
              value={split}
              onChange={(_event, value) => setSplit(value as number)}
              aria-labelledby={`${helpId}-split`}
              getAriaValueText={(v) => `${v} % de la foto con el producto nuevo`}
              valueLabelDisplay="off"
            />
          </Box>
        </>
      )}
      <Box sx={visuallyHidden} aria-live="polite">
        {photo ? 'Foto cargada: marcá las cuatro esquinas del piso.' : ''}
      </Box>
    </Box>
  );
}
