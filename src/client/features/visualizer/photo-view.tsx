import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import type { Point } from '../../../shared/visualizer/homography';
import { roomToPhoto } from '../../../shared/visualizer/homography';
import { BrushControls } from './brush-controls';
import { type Covering, paintSurface } from './floor-painter';
import { drawInPerspective } from './photo-warp';
import { visuallyHidden } from './room-view';
import { usePhotoBrush } from './use-photo-brush';

export type Corners = [Point, Point, Point, Point];

export const CORNER_LABELS = [
  'Esquina del fondo, a la izquierda',
  'Esquina del fondo, a la derecha',
  'Esquina de adelante, a la derecha',
  'Esquina de adelante, a la izquierda',
] as const;

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
 * The shopper's own photo (issue 31 item 3): it never leaves the browser. Four corner handles
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
  const loupeRef = useRef<HTMLCanvasElement>(null);
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
  const dragging = useRef<number | null>(null);

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

  // The picture: the photo, then (left of the before/after line) the tiles with the brush's
  // mask cut out of them, so what the shopper uncovered shows the photo in the download too.
  const compose = useCallback(() => {
    const canvas = canvasRef.current;
    const layer = tilesLayer;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !layer || !photo) return;
    if (canvas.width !== photo.width || canvas.height !== photo.height) {
      canvas.width = photo.width;
      canvas.height = photo.height;
    }
    ctx.drawImage(photo.source, 0, 0);
    if (split > 0) {
      const cut = scratchRef.current ?? document.createElement('canvas');
      scratchRef.current = cut;
      cut.width = photo.width;
      cut.height = photo.height;
      const cutCtx = cut.getContext('2d');
      if (cutCtx) {
        cutCtx.drawImage(layer, 0, 0);
        if (maskRef.current) {
          cutCtx.globalCompositeOperation = 'destination-out';
          cutCtx.drawImage(maskRef.current, 0, 0);
          cutCtx.globalCompositeOperation = 'source-over';
        }
        ctx.save();
        ctx.beginPath();
        ctx.rect(0, 0, (photo.width * split) / 100, photo.height);
        ctx.clip();
        ctx.drawImage(cut, 0, 0);
        ctx.restore();
      }
    }
    if (split > 0 && split < 100) {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect((photo.width * split) / 100 - 1.5, 0, 3, photo.height);
    }
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

  // The magnifier: the photo (without the tiles) four times bigger around the corner in hand.
  useEffect(() => {
    const loupe = loupeRef.current;
    const source = photo?.source;
    const corner = active === null ? null : corners?.[active];
    if (!loupe || !source || !corner) return;
    const ctx = loupe.getContext('2d');
    if (!ctx) return;
    const size = 30 / scale;
    ctx.imageSmoothingEnabled = false;
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, loupe.width, loupe.height);
    ctx.drawImage(
      source,
      corner.x - size / 2,
      corner.y - size / 2,
      size,
      size,
      0,
      0,
      loupe.width,
      loupe.height,
    );
    ctx.strokeStyle = '#ff3b30';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(loupe.width / 2, 0);
    ctx.lineTo(loupe.width / 2, loupe.height);
    ctx.moveTo(0, loupe.height / 2);
    ctx.lineTo(loupe.width, loupe.height / 2);
    ctx.stroke();
  }, [active, corners, scale, photo]);

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
                {...(brush.on
                  ? brush.pictureProps
                  : {
                      onPointerMove: (event: React.PointerEvent<HTMLCanvasElement>) => {
                        const index = dragging.current;
                        const point = pointFromEvent(event);
                        if (index !== null && point) move(index, point);
                      },
                      onPointerUp: () => (dragging.current = null),
                    })}
                sx={{
                  maxWidth: '100%',
                  maxHeight: '62vh',
                  display: 'block',
                  ...(brush.on && { touchAction: 'none', cursor: 'crosshair' }),
                  '&:focus-visible': { outline: '3px solid #ffbf00', outlineOffset: -3 },
                }}
              />
              {corners.map((corner, index) => (
                <Box
                  key={CORNER_LABELS[index]}
                  component="button"
                  type="button"
                  aria-label={`${index + 1}. ${CORNER_LABELS[index]}: ${Math.round(corner.x)}, ${Math.round(corner.y)}`}
                  aria-describedby={helpId}
                  data-corner={index}
                  onFocus={() => setActive(index)}
                  onBlur={() => setActive(null)}
                  onPointerDown={(event) => {
                    event.currentTarget.setPointerCapture(event.pointerId);
                    dragging.current = index;
                    setActive(index);
                  }}
                  onPointerMove={(event) => {
                    if (dragging.current !== index) return;
                    const point = pointFromEvent(event);
                    if (point) move(index, point);
                  }}
                  onPointerUp={() => (dragging.current = null)}
                  onKeyDown={(event) => {
                    const d = event.shiftKey ? 10 : 1;
                    const steps: Record<string, [number, number]> = {
                      ArrowLeft: [-d, 0],
                      ArrowRight: [d, 0],
                      ArrowUp: [0, -d],
                      ArrowDown: [0, d],
                    };
                    const step = steps[event.key];
                    if (!step) return;
                    event.preventDefault();
                    move(index, { x: corner.x + step[0], y: corner.y + step[1] });
                  }}
                  sx={{
                    position: 'absolute',
                    left: corner.x * scale,
                    top: corner.y * scale,
                    width: 28,
                    height: 28,
                    ml: '-14px',
                    mt: '-14px',
                    p: 0,
                    borderRadius: '50%',
                    border: '3px solid #fff',
                    bgcolor: 'primary.main',
                    color: '#fff',
                    fontSize: 12,
                    fontWeight: 700,
                    lineHeight: 1,
                    boxShadow: '0 0 0 2px rgba(0,0,0,0.6)',
                    cursor: 'move',
                    touchAction: 'none',
                    // While the brush is on, a stroke over a corner paints: it does not grab it.
                    ...(brush.on && { pointerEvents: 'none', opacity: 0.6 }),
                    '&:focus-visible': { outline: '3px solid #ffbf00', outlineOffset: 2 },
                  }}
                >
                  <span aria-hidden="true">{index + 1}</span>
                </Box>
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
              {active !== null && !brush.on && (
                <Box
                  component="canvas"
                  ref={loupeRef}
                  width={120}
                  height={120}
                  aria-hidden="true"
                  sx={{
                    position: 'absolute',
                    top: 8,
                    ...((corners[active]?.x ?? 0) * scale > 150 ? { left: 8 } : { right: 8 }),
                    border: '2px solid #fff',
                    borderRadius: 1,
                    boxShadow: 3,
                    pointerEvents: 'none',
                  }}
                />
              )}
            </Box>
          </Box>
          <BrushControls brush={brush} />
          <Box sx={{ px: 1 }}>
            <Typography id={`${helpId}-split`} variant="body2" gutterBottom>
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
