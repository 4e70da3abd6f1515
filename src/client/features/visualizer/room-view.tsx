import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type Covering, paintSurface } from './floor-painter';
import { cancelIdle, whenIdle } from './idle';
import type { RoomScene, RoomSurfaces } from './room-3d';
import { room3dArrived } from './room-3d-arrival';
import { sketchRoom } from './room-sketch';
import type { Room } from './rooms';

export const NO_WEBGL_MESSAGE =
  'Tu navegador no puede mostrar el ambiente en 3D: te lo mostramos en un dibujo más simple, con el mismo producto, colocación y junta.';

/**
 * Largest side of a surface's first painting: about the room view's own size (a quarter more,
 * in steps of 128 px), between 512 and 1024 px. On a phone that is a third of the pixels of
 * 1024 to paint and upload before the first picture; the sharper one follows once it is drawn.
 */
function firstSide(width: number, height: number): number {
  const side = Math.max(width, height) * 1.25;
  return Math.min(1024, Math.max(512, Math.ceil(side / 128) * 128));
}

/**
 * The room view's size in the full-screen dialog before it opens (CSS pixels), as the dialog
 * lays it out: on a phone the whole width and 55 % of the height (at least 300 px), on a wider
 * screen all but the controls' 360 px column and the title bar.
 */
export function expectedRoomViewSize(): { width: number; height: number } {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  if (width < MD_BREAKPOINT)
    return { width, height: Math.max(300, Math.round((height * 55) / 100)) };
  return { width: width - 360, height: height - TITLE_BAR_PX };
}
/** MUI's md breakpoint, where the controls move beside the room. */
const MD_BREAKPOINT = 900;
/** The dialog's title bar: a 40 px close button, 8 px above and below, a 1 px line. */
const TITLE_BAR_PX = 57;

/** A number for each face painted with (the name of a painting must tell two faces apart). */
const faceNumbers = new WeakMap<object, number>();
let facesNumbered = 0;
function faceNumber(face: CanvasImageSource | null): number {
  if (!face) return 0;
  let number = faceNumbers.get(face);
  if (number === undefined) faceNumbers.set(face, (number = ++facesNumbered));
  return number;
}

/**
 * The first painting of a room's surfaces: what they are painted with, named (the room, the
 * covering, the face, the size), and how to paint them. The warm-up prepares it before the
 * press (prepareRoom in room-3d.ts), and the room view takes it when the names agree.
 */
export function firstPainting(
  room: Room,
  covering: Covering,
  wall: boolean,
  size: { width: number; height: number },
): { name: string; paint: () => RoomSurfaces } {
  const maxSide = firstSide(size.width, size.height);
  const { tile, pattern, jointMm, grout, face, plain } = covering;
  const name = JSON.stringify([room.id, wall, maxSide, tile, pattern, jointMm, grout, plain]);
  return {
    name: `${name}#${faceNumber(face)}`,
    paint: () => surfaces(room, covering, wall, maxSide),
  };
}

/** The surfaces a covering is painted on: the floor, or the back and side walls. */
function surfacePlan(room: Room, wall: boolean): [keyof RoomSurfaces, number, number][] {
  const tiled = Math.min(room.wallTileHeight, room.height);
  return wall
    ? [
        ['backWall', room.length, tiled],
        ['sideWall', room.width, tiled],
      ]
    : [['floor', room.length, room.width]];
}

function paint(length: number, width: number, covering: Covering, maxSide?: number) {
  const canvas = document.createElement('canvas');
  paintSurface(canvas, length, width, covering, maxSide);
  return canvas;
}

function surfaces(room: Room, covering: Covering, wall: boolean, maxSide?: number): RoomSurfaces {
  const painted: RoomSurfaces = { floor: null, backWall: null, sideWall: null };
  for (const [key, length, width] of surfacePlan(room, wall))
    painted[key] = paint(length, width, covering, maxSide);
  return painted;
}

/**
 * The sharper picture, a surface per idle moment and then the drawing: painted all at once, the
 * walls of a revestimiento kept a slow phone's main thread for most of a second.
 */
function sharpenInSteps(
  scene: RoomScene,
  room: Room,
  covering: Covering,
  wall: boolean,
  idle: { current: number | null },
): void {
  const plan = surfacePlan(room, wall);
  const painted: RoomSurfaces = { floor: null, backWall: null, sideWall: null };
  const step = (index: number) => {
    const next = plan[index];
    if (!next) {
      idle.current = null;
      scene.sharpen(painted);
      return;
    }
    const [key, length, width] = next;
    painted[key] = paint(length, width, covering);
    idle.current = whenIdle(() => step(index + 1));
  };
  step(0);
}

/**
 * A first painting's surfaces, painted only if `cache` does not already hold them under its name
 * (the sketch's are the 3D room's; the 2D room turned is not painted again).
 */
function paintOnce(
  cache: { current: { name: string; surfaces: RoomSurfaces } | null },
  first: { name: string; paint: () => RoomSurfaces },
): RoomSurfaces {
  if (cache.current?.name !== first.name)
    cache.current = { name: first.name, surfaces: first.paint() };
  return cache.current.surfaces;
}

/** User Timing measure: the room's sketch painted and shown, while three.js was on its way. */
const SKETCH_SHOWN = 'visualizer:sketch-shown';

/**
 * The room's container counts its drawings of the covering as it is meant to look (data-drawn),
 * for the tests and the bench to wait on: a drawing made while the tile's face was still on its
 * way (the tile in a flat colour) does not count.
 */
function countDrawing(container: HTMLElement | null): void {
  if (container) container.dataset.drawn = String(Number(container.dataset.drawn ?? 0) + 1);
}

/**
 * One preset room in 3D with the covering laid; turned by dragging, by the arrow keys or by
 * the buttons the dialog shows. Without WebGL, the room as its sketch draws it, and a message.
 * `faceReady`: the covering's face has arrived (or the tile has none). `onDrawn`: after each
 * counted drawing.
 */
export function RoomView({
  room,
  covering,
  wall,
  view,
  onViewChange,
  onCanvas,
  description,
  faceReady,
  onDrawn,
}: {
  room: Room;
  covering: Covering;
  faceReady: boolean;
  onDrawn?: () => void;
  wall: boolean;
  view: { yaw: number; pitch: number };
  onViewChange: (view: { yaw: number; pitch: number }) => void;
  onCanvas: (canvas: HTMLCanvasElement | null) => void;
  description: string;
}) {
  const hintId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const flatRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<RoomScene | null>(null);
  const idleRef = useRef<number | null>(null);
  const dragRef = useRef<{ x: number; y: number; yaw: number; pitch: number } | null>(null);
  const [mode, setMode] = useState<'loading' | '3d' | '2d'>('loading');
  // The first sketch (room-sketch.ts), shown from when it is drawn until the 3D room's first drawing.
  const sketchRef = useRef<HTMLCanvasElement>(null);
  const [sketch, setSketch] = useState<'none' | 'shown' | 'gone'>('none');
  // The surfaces last painted, by painting name: the sketch's, taken as they are by the 3D room.
  const paintedRef = useRef<{ name: string; surfaces: RoomSurfaces } | null>(null);
  // What the next drawing of the 3D room means: counted or not, and then the sharper picture.
  const afterDrawingRef = useRef<{ counted: boolean; sharpen: (() => void) | null }>({
    counted: false,
    sharpen: null,
  });
  const onDrawnRef = useRef(onDrawn);
  useEffect(() => {
    onDrawnRef.current = onDrawn;
  });

  useEffect(() => {
    let cancelled = false;
    import('./room-3d')
      .then(({ createRoomScene }) => {
        if (cancelled) return;
        const host = hostRef.current;
        const scene = host
          ? createRoomScene(() => {
              // The sketch, if any, gives way (the same state again renders nothing).
              setSketch('gone');
              const after = afterDrawingRef.current;
              if (!after.counted) return;
              countDrawing(containerRef.current);
              onDrawnRef.current?.();
              // Once the quick picture is on screen, the sharp one when the browser idles.
              const sharpen = after.sharpen;
              after.sharpen = null;
              if (sharpen) idleRef.current = whenIdle(sharpen);
            })
          : null;
        if (host && scene) {
          // The scene's canvas (perhaps made before the dialog opened) takes the room's place.
          const { canvas } = scene;
          canvas.dataset.view = 'room';
          canvas.setAttribute('role', 'img');
          Object.assign(canvas.style, { width: '100%', height: '100%', display: 'block' });
          host.append(canvas);
        }
        sceneRef.current = scene;
        setMode(scene ? '3d' : '2d');
      })
      .catch(() => {
        if (!cancelled) setMode('2d');
      });
    return () => {
      cancelled = true;
      sceneRef.current?.dispose();
      sceneRef.current = null;
    };
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (mode !== '3d' || !container) return;
    const resize = () => sceneRef.current?.resize(container.clientWidth, container.clientHeight);
    // Sized now, so the first drawing is in the next frame rather than the one after the
    // observer's first report (which then finds the size unchanged).
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(container);
    return () => observer.disconnect();
  }, [mode]);

  // While three.js is on its way (not when it is already here: the 3D room then comes at once),
  // the room sketched from the same view once the tile's face is here, a task after the dialog
  // is laid out.
  useEffect(() => {
    const container = containerRef.current;
    const canvas = sketchRef.current;
    if (mode !== 'loading' || !faceReady || sketch !== 'none' || !container || !canvas) return;
    if (room3dArrived()) return;
    const task = window.setTimeout(() => {
      if (room3dArrived()) return;
      const size = { width: container.clientWidth, height: container.clientHeight };
      if (size.width <= 0 || size.height <= 0) return;
      const started = performance.now();
      const surfaces = paintOnce(paintedRef, firstPainting(room, covering, wall, size));
      sketchRoom(canvas, room, surfaces, view, size.width, size.height);
      setSketch('shown');
      container.dataset.sketched = 'true';
      // For a trace (and the tests) to see: the sketch shown, and what painting it took.
      performance.measure(SKETCH_SHOWN, { start: started });
    }, 0);
    return () => window.clearTimeout(task);
  }, [mode, faceReady, sketch, room, covering, wall, view]);

  useEffect(() => {
    if (mode === 'loading') return;
    if (mode === '3d') {
      const scene = sceneRef.current;
      const container = containerRef.current;
      const first = firstPainting(room, covering, wall, {
        width: container?.clientWidth ?? 0,
        height: container?.clientHeight ?? 0,
      });
      scene?.show(room, first.name, () => paintOnce(paintedRef, first));
      // The 3D room keeps its own surfaces from here.
      paintedRef.current = null;
      afterDrawingRef.current = {
        counted: faceReady,
        sharpen: () => scene && sharpenInSteps(scene, room, covering, wall, idleRef),
      };
      onCanvas(scene?.canvas ?? null);
      return () => {
        afterDrawingRef.current = { counted: false, sharpen: null };
        if (idleRef.current !== null) cancelIdle(idleRef.current);
        idleRef.current = null;
      };
    }
  }, [mode, room, covering, wall, faceReady, onCanvas]);

  // Without WebGL, the room as the sketch draws it (room-sketch.ts), turned and sized as the 3D
  // room would be; the surfaces painted again only when the covering, room or size change.
  const [flatSize, setFlatSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const container = containerRef.current;
    if (mode !== '2d' || !container) return;
    const measure = () =>
      setFlatSize({ width: container.clientWidth, height: container.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [mode]);
  useEffect(() => {
    const canvas = flatRef.current;
    if (mode !== '2d' || !canvas || flatSize.width <= 0 || flatSize.height <= 0) return;
    const surfaces = paintOnce(paintedRef, firstPainting(room, covering, wall, flatSize));
    sketchRoom(canvas, room, surfaces, view, flatSize.width, flatSize.height);
    onCanvas(canvas);
    if (faceReady) {
      countDrawing(containerRef.current);
      onDrawnRef.current?.();
    }
  }, [mode, room, covering, wall, faceReady, onCanvas, view, flatSize]);

  useEffect(() => {
    sceneRef.current?.canvas.setAttribute('aria-label', description);
  }, [description, mode]);

  useEffect(() => {
    sceneRef.current?.setView(view.yaw, view.pitch);
  }, [view, mode]);

  const step = 0.15;
  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%', minHeight: 240 }}>
      {mode === '2d' && (
        <Alert severity="info" sx={{ position: 'absolute', top: 8, left: 8, right: 8, zIndex: 1 }}>
          {NO_WEBGL_MESSAGE}
        </Alert>
      )}
      <Box
        ref={containerRef}
        tabIndex={0}
        role="group"
        aria-label={`Vista del ambiente: ${description}`}
        aria-describedby={hintId}
        data-mode={mode}
        onKeyDown={(event) => {
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-step, 0],
            ArrowRight: [step, 0],
            ArrowUp: [0, step],
            ArrowDown: [0, -step],
          };
          const move = moves[event.key];
          if (!move || mode === 'loading') return;
          event.preventDefault();
          onViewChange({ yaw: clamp(view.yaw + move[0]), pitch: clamp(view.pitch + move[1]) });
        }}
        onPointerDown={(event) => {
          if (mode === 'loading') return;
          event.currentTarget.setPointerCapture(event.pointerId);
          dragRef.current = { x: event.clientX, y: event.clientY, ...view };
        }}
        onPointerMove={(event) => {
          const start = dragRef.current;
          const box = containerRef.current;
          if (!start || !box) return;
          onViewChange({
            yaw: clamp(start.yaw - ((event.clientX - start.x) / box.clientWidth) * 2),
            pitch: clamp(start.pitch + ((event.clientY - start.y) / box.clientHeight) * 2),
          });
        }}
        onPointerUp={() => (dragRef.current = null)}
        onPointerCancel={() => (dragRef.current = null)}
        sx={{
          position: 'absolute',
          inset: 0,
          touchAction: 'none',
          cursor: mode === 'loading' ? 'default' : 'grab',
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.900',
        }}
      >
        <div
          ref={hostRef}
          style={{ width: '100%', height: '100%', display: mode === '3d' ? 'block' : 'none' }}
        />
        <canvas
          ref={flatRef}
          role="img"
          aria-label={description}
          style={{ width: '100%', height: '100%', display: mode === '2d' ? 'block' : 'none' }}
        />
        {sketch !== 'gone' && mode !== '2d' && (
          <canvas
            ref={sketchRef}
            role="img"
            aria-label={description}
            aria-hidden={mode === '3d' ? true : undefined}
            data-view="sketch"
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              display: sketch === 'shown' ? 'block' : 'none',
            }}
          />
        )}
        {mode === 'loading' && sketch !== 'shown' && (
          <CircularProgress aria-label="Cargando el ambiente" />
        )}
      </Box>
      <Box id={hintId} sx={visuallyHidden}>
        Arrastrá o usá las flechas del teclado para girar la vista.
      </Box>
    </Box>
  );
}

const clamp = (value: number) => Math.max(-1, Math.min(1, value));

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
