import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import { ROOM_SIDE_ENTRY } from '#shared/calculator';
import { parseArNumber } from '#shared/number-entry';
import { patternsFor, tileSizeFromDimensions } from '#shared/visualizer/tile-layout';
import { VISUALIZER_LABEL } from '#shared/visualizer/label';
import type { VisualizerTile } from '#shared/visualizer/tiles';
import { NumberField } from '#client/components/ui/number-field';
import { type CoveringChoice, CoveringControls, GROUTS } from './covering-controls';
import { type Covering, decodedFace, loadFace } from './floor-painter';
import { PhotoView } from './photo-view';
import { RoomCart } from './room-cart';
import { RoomView } from './room-view';
import { DEFAULT_ROOM, ROOMS, type RoomId } from './rooms';
import { visualizerTilesQuery } from './use-visualizer-tiles';

// The warm-up (visualizer-button.tsx) loads and decodes the tile's face before the press.
export { loadFace as preloadFace } from './floor-painter';

interface VisualizerDialogProps {
  productId: string;
  open: boolean;
  onClose: () => void;
}

/** The full-screen visualizer (issue 31), loaded when "Ver en mi ambiente" is first pressed. */
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
  const [mode, setMode] = useState<'rooms' | 'photo'>('rooms');
  const [roomId, setRoomId] = useState<RoomId>(DEFAULT_ROOM);
  const [view, setView] = useState({ yaw: 0, pitch: 0 });
  const [choice, setChoice] = useState<CoveringChoice>({
    tileId: tiles[0]?.id ?? '',
    pattern: 'recto',
    jointMm: 2,
    grout: 'gris',
  });
  const [lengthText, setLengthText] = useState('4');
  const [widthText, setWidthText] = useState('3');
  const [face, setFace] = useState<{ src: string | null; image: HTMLImageElement | null }>();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const onCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
    canvasRef.current = canvas;
  }, []);
  const tabsId = useId();
  // The controls beside the room (tabs, covering, cart) come once the room is drawn: on a slow
  // phone they cost about as much again as the room, and the room is what the shopper came for.
  const [controlsShown, setControlsShown] = useState(false);
  const showControls = useCallback(() => setControlsShown(true), []);

  const tile = tiles.find((t) => t.id === choice.tileId) ?? tiles[0];
  const size = tileSizeFromDimensions(tile?.dimensions) ?? { length: 0.6, width: 0.6 };
  const pattern = patternsFor(size).includes(choice.pattern) ? choice.pattern : 'recto';
  const src = tile?.texture ?? null;

  useEffect(() => {
    let cancelled = false;
    void loadFace(src).then((image) => {
      if (!cancelled) setFace({ src, image });
    });
    return () => {
      cancelled = true;
    };
  }, [src]);

  // A face loaded by the warm-up is there at once: the first room is painted with it.
  const decoded = decodedFace(src);
  const faceReady = decoded !== undefined || face?.src === src;
  const faceImage = decoded ?? (face?.src === src ? face.image : null);
  const covering = useMemo<Covering>(
    () => ({
      tile: size,
      pattern,
      jointMm: choice.jointMm,
      grout: GROUTS.find((g) => g.id === choice.grout)?.color ?? '#9b9a95',
      face: faceImage,
    }),
    // size is derived from the tile's dimensions: its sides are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [size.length, size.width, pattern, choice.jointMm, choice.grout, faceImage],
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
          xs: mode === 'photo' ? 'auto auto' : 'minmax(300px, 55vh) auto',
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
          <PhotoView
            covering={covering}
            length={photoLength}
            width={photoWidth}
            onCanvas={onCanvas}
          />
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
        {controlsShown && (
          <>
            <Tabs
              value={mode}
              onChange={(_event, value: 'rooms' | 'photo') => {
                canvasRef.current = null;
                setMode(value);
              }}
              aria-label="Dónde ver el producto"
              variant="fullWidth"
            >
              <Tab
                value="rooms"
                label="Ambientes"
                id={`${tabsId}-rooms`}
                aria-controls={`${tabsId}-panel`}
              />
              <Tab
                value="photo"
                label="Mi foto"
                id={`${tabsId}-photo`}
                aria-controls={`${tabsId}-panel`}
              />
            </Tabs>
            {mode === 'rooms' ? (
              <>
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  size="small"
                  value={roomId}
                  aria-label="Ambiente"
                  onChange={(_event, value: RoomId | null) => {
                    if (value) setRoomId(value);
                  }}
                >
                  {ROOMS.map((r) => (
                    <ToggleButton key={r.id} value={r.id}>
                      {r.label}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button
                    variant="outlined"
                    size="small"
                    fullWidth
                    startIcon={<RotateLeftIcon />}
                    onClick={() => setView((v) => ({ ...v, yaw: Math.max(-1, v.yaw - 0.25) }))}
                  >
                    Girar a la izquierda
                  </Button>
                  <Button
                    variant="outlined"
                    size="small"
                    fullWidth
                    startIcon={<RotateRightIcon />}
                    onClick={() => setView((v) => ({ ...v, yaw: Math.min(1, v.yaw + 0.25) }))}
                  >
                    Girar a la derecha
                  </Button>
                </Box>
              </>
            ) : (
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                <NumberField
                  label="Largo (m)"
                  size="small"
                  entry={ROOM_SIDE_ENTRY}
                  value={lengthText}
                  onChange={setLengthText}
                  helperText="De izquierda a derecha"
                />
                <NumberField
                  label="Ancho (m)"
                  size="small"
                  entry={ROOM_SIDE_ENTRY}
                  value={widthText}
                  onChange={setWidthText}
                  helperText="Del fondo hacia vos"
                />
              </Box>
            )}
            <CoveringControls
              tiles={tiles}
              tile={size}
              choice={{ ...choice, pattern }}
              onChange={setChoice}
            />
            <RoomCart
              tile={tile}
              squareMeters={surface.m2}
              rooms={surface.rooms}
              pattern={pattern}
            />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="outlined" fullWidth startIcon={<DownloadIcon />} onClick={download}>
                Descargar imagen
              </Button>
              {canShare && (
                <Button variant="outlined" fullWidth startIcon={<ShareIcon />} onClick={share}>
                  Compartir
                </Button>
              )}
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
