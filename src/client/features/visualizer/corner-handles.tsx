import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { Point } from '#shared/visualizer/homography';

export const CORNER_LABELS = [
  'Esquina del fondo, a la izquierda',
  'Esquina del fondo, a la derecha',
  'Esquina de adelante, a la derecha',
  'Esquina de adelante, a la izquierda',
] as const;

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * One of the floor's four corners on the photo: dragged, or focused and moved with the arrow
 * keys (Shift: 10 pixels). `held` (the brush is on) lets strokes pass over it.
 */
export function CornerHandle({
  index,
  corner,
  scale,
  describedBy,
  held,
  toPhoto,
  onMove,
  onActive,
}: {
  index: number;
  corner: Point;
  /** Screen pixels per photo pixel. */
  scale: number;
  describedBy: string;
  held: boolean;
  toPhoto: (event: React.PointerEvent) => Point | null;
  onMove: (point: Point) => void;
  onActive: (active: boolean) => void;
}) {
  const dragging = useRef(false);
  return (
    <Box
      component="button"
      type="button"
      aria-label={`${index + 1}. ${CORNER_LABELS[index]}: ${Math.round(corner.x)}, ${Math.round(corner.y)}`}
      aria-describedby={describedBy}
      data-corner={index}
      onFocus={() => onActive(true)}
      onBlur={() => onActive(false)}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        dragging.current = true;
        onActive(true);
      }}
      onPointerMove={(event) => {
        const point = dragging.current ? toPhoto(event) : null;
        if (point) onMove(point);
      }}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
      onKeyDown={(event) => {
        const step = KEY_STEPS[event.key];
        if (!step) return;
        event.preventDefault();
        const d = event.shiftKey ? 10 : 1;
        onMove({ x: corner.x + step[0] * d, y: corner.y + step[1] * d });
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
        ...(held && { pointerEvents: 'none', opacity: 0.6 }),
        '&:focus-visible': { outline: '3px solid #ffbf00', outlineOffset: 2 },
      }}
    >
      <span aria-hidden="true">{index + 1}</span>
    </Box>
  );
}

/** The magnifier: the photo (without the tiles) four times bigger around the corner in hand. */
export function Loupe({
  source,
  corner,
  scale,
}: {
  source: HTMLCanvasElement;
  corner: Point;
  scale: number;
}) {
  const loupeRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const loupe = loupeRef.current;
    const ctx = loupe?.getContext('2d');
    if (!loupe || !ctx) return;
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
  }, [source, corner, scale]);
  return (
    <Box
      component="canvas"
      ref={loupeRef}
      width={120}
      height={120}
      aria-hidden="true"
      sx={{
        position: 'absolute',
        top: 8,
        ...(corner.x * scale > 150 ? { left: 8 } : { right: 8 }),
        border: '2px solid #fff',
        borderRadius: 1,
        boxShadow: 3,
        pointerEvents: 'none',
      }}
    />
  );
}
