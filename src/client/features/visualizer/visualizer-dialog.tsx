import {
  type ComponentType,
  Suspense,
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { ROOM_SIDE_ENTRY } from '#shared/calculator';
import { parseArNumber } from '#shared/number-entry';
import {
  type TileSize,
  type VisualizerPattern,
  patternsFor,
  tileSizeFromDimensions,
} from '#shared/visualizer/tile-layout';
import { VISUALIZER_LABEL } from '#shared/visualizer/label';
import type { VisualizerTile } from '#shared/visualizer/tiles';
import { type CoveringChoice, GROUTS } from './covering-choice';
import { type Face, decodedFace, loadFace, plainFace } from './face';
import type { Covering } from './floor-painter';
import { RoomView, expectedRoomViewSize, firstPainting } from './room-view';
import { DEFAULT_ROOM, ROOMS, type RoomId } from './rooms';
import { visualizerTilesQuery } from './use-visualizer-tiles';
import type { VisualizerControlsProps, VisualizerMode } from './visualizer-controls';

/**
 * How long the room waits for the tile's face before it shows itself plain, with a notice, and
 * hands the shopper the controls: a face that never comes must not leave the dialog half-open.
 */
export const FACE_PATIENCE_MS = 8000;

/** Said beside the room when it is drawn in a plain colour rather than the tile's face. */
export function plainFaceNotice(tileName: string, why: 'none' | 'failed' | 'slow'): string {
  if (why === 'none')
    return `${tileName} todavía no tiene imagen: lo mostramos en un color liso parecido.`;
  if (why === 'failed')
    return `No pudimos cargar la imagen de ${tileName}: lo mostramos en un color liso parecido. Podés seguir probando ambientes, colocaciones y juntas.`;
  return `La imagen de ${tileName} está tardando en llegar: mientras tanto lo mostramos en un color liso parecido.`;
}

/**
 * The controls' chunk (visualizer-controls.tsx), asked for once the room is drawn, or ahead by
 * the warm-up; a failed download is asked for again at the next attempt.
 */
let controlsLoad: Promise<{ default: ComponentType<VisualizerControlsProps> }> | null = null;
function loadControls() {
  controlsLoad ??= import('./visualizer-controls').catch((error: unknown) => {
    controlsLoad = null;
    throw error;
  });
  return controlsLoad;
}

/** The controls' component once `wanted`, 'failed' if its code could not be had, and a retry. */
function useControls(wanted: boolean) {
  const [controls, setControls] = useState<
    { Component: ComponentType<VisualizerControlsProps> } | 'failed' | null
  >(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    loadControls().then(
      // Rendered as a transition, a few milliseconds at a time: on a slow phone the controls take
      // most of a second to render, and the room just drawn stays free to turn meanwhile.
      (module) => !cancelled && startTransition(() => setControls({ Component: module.default })),
      () => !cancelled && setControls('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, attempt]);
  const retry = () => {
    setControls(null);
    setAttempt((n) => n + 1);
  };
  return { controls, retry };
}

/** The controls' code fetched ahead, by the warm-up that runs before the press (not at it). */
export function preloadControls(): void {
  void loadControls();
}
/** What the dialog opens on: the first tile, laid straight, 2 mm of grey grout. */
function firstChoice(tiles: VisualizerTile[]): CoveringChoice {
  return { tileId: tiles[0]?.id ?? '', pattern: 'recto', jointMm: 2, grout: 'gris' };
}

/** A tile's size to lay, a 60 × 60 cm square when its dimensions cannot be read. */
function tileSizeOf(tile: VisualizerTile | undefined): TileSize {
  return tileSizeFromDimensions(tile?.dimensions) ?? { length: 0.6, width: 0.6 };
}

function coveringOf(
  size: TileSize,
  pattern: VisualizerPattern,
  choice: CoveringChoice,
  face: Face | null,
  plain: string,
): Covering {
  const grout = GROUTS.find((g) => g.id === choice.grout)?.color ?? '#9b9a95';
  return { tile: size, pattern, jointMm: choice.jointMm, grout, face, plain };
}

/**
 * Before the press, once the tiles and the first tile's face are here: the room the dialog
 * opens on, painted, built and drawn out of sight at the room view's coming size (room-3d.ts's
 * prepareRoom), so the press leaves the dialog and one drawing to do.
 */
export function prepareFirstRoom(tiles: VisualizerTile[], face: Face | null): void {
  const tile = tiles[0];
  const room = ROOMS.find((r) => r.id === DEFAULT_ROOM);
  if (!tile || !room) return;
  const covering = coveringOf(
    tileSizeOf(tile),
    'recto',
    firstChoice(tiles),
    face,
    plainFace(tile.color),
  );
  const size = expectedRoomViewSize();
  const first = firstPainting(room, covering, tile.wall, size);
  void import('./room-3d')
    .then(({ prepareRoom }) => prepareRoom(room, first.name, first.paint, size.width, size.height))
    .catch(() => undefined);
}

const PhotoView = lazy(() =>
  import('./photo-view').then(({ PhotoView }) => ({ default: PhotoView })),
);

interface VisualizerDialogProps {
  productId: string;
  open: boolean;
  onClose: () => void;
}

/** The full-screen visualizer, loaded when "Ver en mi ambiente" is first pressed. */
export default function VisualizerDialog({ productId, open, onClose }: VisualizerDialogProps) {
  const titleId = useId();
  const { data, error } = useQuery(visualizerTilesQuery(productId));
  return (
    <Dialog open={open} onClose={onClose} fullScreen aria-labelledby={titleId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1.5, md: 2 },
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {VISUALIZER_LABEL}
        </Typography>
        <IconButton aria-label="Cerrar" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {data ? (
        <Visualizer key={productId} tiles={data.tiles} />
      ) : error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          No pudimos abrir el visualizador. Por favor, intentá nuevamente.
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', flex: 1, gap: 1 }}>
          <CircularProgress aria-label="Cargando el visualizador" />
        </Box>
      )}
    </Dialog>
  );
}

function Visualizer({ tiles }: { tiles: VisualizerTile[] }) {
  const [mode, setMode] = useState<VisualizerMode>('rooms');
  const [roomId, setRoomId] = useState<RoomId>(DEFAULT_ROOM);
  const [view, setView] = useState({ yaw: 0, pitch: 0 });
  const [choice, setChoice] = useState<CoveringChoice>(() => firstChoice(tiles));
  const [lengthText, setLengthText] = useState('4');
  const [widthText, setWidthText] = useState('3');
  const [face, setFace] = useState<{ src: string | null; image: Face | null }>();
  // The face that has kept the room waiting longer than FACE_PATIENCE_MS.
  const [slowSrc, setSlowSrc] = useState<string | null>();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const onCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
    canvasRef.current = canvas;
  }, []);
  const tabsId = useId();
  // The controls beside the room (tabs, covering, cart) come once the room is drawn: on a slow
  // phone they cost about as much again as the room, and the room is what the shopper came for.
  // Their code is fetched then too, unless the warm-up before the press has (preloadControls):
  // fetched and run beside three.js and the room's first drawing, it would share a slow phone's
  // bandwidth and main thread with what the shopper is waiting for.
  const [controlsShown, setControlsShown] = useState(false);
  const showControls = useCallback(() => setControlsShown(true), []);

  const tile = tiles.find((t) => t.id === choice.tileId) ?? tiles[0];
  const size = tileSizeOf(tile);
  const pattern = patternsFor(size).includes(choice.pattern) ? choice.pattern : 'recto';
  const src = tile?.texture ?? null;

  useEffect(() => {
    let cancelled = false;
    const slow = window.setTimeout(() => setSlowSrc(src), FACE_PATIENCE_MS);
    void loadFace(src).then((image) => {
      window.clearTimeout(slow);
      if (!cancelled) setFace({ src, image });
    });
    return () => {
      cancelled = true;
      window.clearTimeout(slow);
    };
  }, [src]);

  // A face loaded by the warm-up is there at once: the first room is painted with it.
  const decoded = decodedFace(src);
  const faceReady = decoded !== undefined || face?.src === src;
  const faceImage = decoded ?? (face?.src === src ? face.image : null);
  // Why the room is plain, if it is: the tile has no picture, it failed, or it is late.
  const plainWhy = faceReady
    ? faceImage
      ? null
      : src
        ? 'failed'
        : 'none'
    : slowSrc === src
      ? 'slow'
      : null;
  const wantControls = controlsShown || plainWhy === 'slow';
  const { controls, retry: retryControls } = useControls(wantControls);
  const plain = plainFace(tile?.color ?? null);
  const covering = useMemo<Covering>(
    () => coveringOf(size, pattern, choice, faceImage, plain),
    // size is derived from the tile's dimensions: its sides are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [size.length, size.width, pattern, choice.jointMm, choice.grout, faceImage, plain],
  );

  if (!tile) return null;
  const room = ROOMS.find((r) => r.id === roomId) ?? ROOMS[0];
  if (!room) return null;
  const readSide = (text: string) => {
    const read = parseArNumber(text, ROOM_SIDE_ENTRY);
    return read.ok && read.value !== null && read.value > 0 ? read.value : 0;
  };
  const photoLength = readSide(lengthText);
  const photoWidth = readSide(widthText);
  const tiled = Math.min(room.wallTileHeight, room.height);
  const roomSurface = tile.wall
    ? { m2: (room.length + 2 * room.width) * tiled, rooms: [] }
    : { m2: room.length * room.width, rooms: [{ length: room.length, width: room.width }] };
  const surface =
    mode === 'rooms'
      ? roomSurface
      : { m2: photoLength * photoWidth, rooms: [{ length: photoLength, width: photoWidth }] };
  const description = `${room.label} con ${tile.name}${tile.wall ? ' en las paredes' : ' en el piso'}`;

  const download = () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    canvas.toBlob((blob) => {
      if (!blob) return;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `ambiente-${tile.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    }, 'image/png');
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.canShare === 'function';
  const share = () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    canvas.toBlob((blob) => {
      if (!blob) return;
      const file = new File([blob], 'ambiente.png', { type: 'image/png' });
      if (navigator.canShare({ files: [file] }))
        void navigator
          .share({ files: [file], title: `${tile.name} en mi ambiente` })
          .catch(() => undefined);
    }, 'image/png');
  };

  const loading = (label: string) => (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', p: 2 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );

  return (
    <Box
      data-face-ready={faceReady ? 'true' : 'false'}
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
        // On a phone the photo and its tools take the height they need, and the dialog scrolls:
        // squeezed into a fixed band, the tools would cover the picture.
        gridTemplateRows: {
          // The room keeps its 55vh (at least 300px) when the controls arrive below it: as
          // minmax(300px, 55vh), it shrank to 300px then, and was drawn again at the new size.
          xs: mode === 'photo' ? 'auto auto' : 'max(300px, 55vh) auto',
          md: 'minmax(0, 1fr)',
        },
        overflow: { xs: 'auto', md: 'hidden' },
      }}
    >
      <Box
        id={`${tabsId}-panel`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-${mode}`}
        sx={{
          position: 'relative',
          minHeight: mode === 'photo' ? { xs: 'auto', md: 0 } : 0,
          p: mode === 'photo' ? 1.5 : 0,
        }}
      >
        {mode === 'rooms' ? (
          <RoomView
            room={room}
            covering={covering}
            wall={tile.wall}
            view={view}
            onViewChange={setView}
            onCanvas={onCanvas}
            description={description}
            faceReady={faceReady}
            onDrawn={showControls}
          />
        ) : (
          <Suspense fallback={loading('Cargando las herramientas de la foto')}>
            <PhotoView
              covering={covering}
              length={photoLength}
              width={photoWidth}
              onCanvas={onCanvas}
            />
          </Suspense>
        )}
      </Box>
      <Box
        sx={{
          borderLeft: { md: 1 },
          borderTop: { xs: 1, md: 0 },
          borderColor: 'divider',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          overflowY: { md: 'auto' },
        }}
      >
        {plainWhy && (
          <Alert severity={plainWhy === 'none' ? 'info' : 'warning'} role="status">
            {plainFaceNotice(tile.name, plainWhy)}
          </Alert>
        )}
        {controls === 'failed' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retryControls}>
                Reintentar
              </Button>
            }
          >
            No pudimos cargar los controles del visualizador.
          </Alert>
        ) : controls ? (
          <controls.Component
            tabsId={tabsId}
            mode={mode}
            onModeChange={(value) => {
              canvasRef.current = null;
              setMode(value);
            }}
            roomId={roomId}
            onRoomChange={setRoomId}
            onTurn={(step) =>
              setView((v) => ({ ...v, yaw: Math.max(-1, Math.min(1, v.yaw + step)) }))
            }
            lengthText={lengthText}
            onLengthText={setLengthText}
            widthText={widthText}
            onWidthText={setWidthText}
            tiles={tiles}
            tile={tile}
            size={size}
            choice={choice}
            onChoiceChange={setChoice}
            pattern={pattern}
            surface={surface}
            onDownload={download}
            onShare={canShare ? share : null}
          />
        ) : (
          wantControls && loading('Cargando los controles')
        )}
      </Box>
    </Box>
  );
}
