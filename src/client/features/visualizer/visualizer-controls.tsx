import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import { ROOM_SIDE_ENTRY } from '#shared/calculator';
import type { TileSize, VisualizerPattern } from '#shared/visualizer/tile-layout';
import type { VisualizerTile } from '#shared/visualizer/tiles';
import { NumberField } from '#client/components/ui/number-field';
import type { CoveringChoice } from './covering-choice';
import { CoveringControls } from './covering-controls';
import { RoomCart } from './room-cart';
import { ROOMS, type RoomId } from './rooms';

export type VisualizerMode = 'rooms' | 'photo';

export interface VisualizerControlsProps {
  /** The tabs' ids: the dialog's panel is labelled by the selected one. */
  tabsId: string;
  mode: VisualizerMode;
  onModeChange: (mode: VisualizerMode) => void;
  roomId: RoomId;
  onRoomChange: (room: RoomId) => void;
  /** Turns the room's view left (negative) or right by `step`. */
  onTurn: (step: number) => void;
  lengthText: string;
  onLengthText: (text: string) => void;
  widthText: string;
  onWidthText: (text: string) => void;
  tiles: VisualizerTile[];
  tile: VisualizerTile;
  size: TileSize;
  choice: CoveringChoice;
  onChoiceChange: (choice: CoveringChoice) => void;
  pattern: VisualizerPattern;
  surface: { m2: number; rooms: { length: number; width: number }[] };
  onDownload: () => void;
  /** Null where the browser cannot share a file. */
  onShare: (() => void) | null;
}

/**
 * The visualizer's controls beside the room (tabs, room, view, covering, cart, download): a chunk
 * of their own, fetched and shown once the room is drawn (or fetched ahead by the warm-up before
 * a press), so their bytes and their code's running do not stand between the press and the first
 * room on a slow phone.
 */
export default function VisualizerControls(props: VisualizerControlsProps) {
  const { tabsId, mode, tile, pattern } = props;
  return (
    <>
      <Tabs
        value={mode}
        onChange={(_event, value: VisualizerMode) => props.onModeChange(value)}
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
            value={props.roomId}
            aria-label="Ambiente"
            onChange={(_event, value: RoomId | null) => {
              if (value) props.onRoomChange(value);
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
              onClick={() => props.onTurn(-0.25)}
            >
              Girar a la izquierda
            </Button>
            <Button
              variant="outlined"
              size="small"
              fullWidth
              startIcon={<RotateRightIcon />}
              onClick={() => props.onTurn(0.25)}
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
            value={props.lengthText}
            onChange={props.onLengthText}
            helperText="De izquierda a derecha"
          />
          <NumberField
            label="Ancho (m)"
            size="small"
            entry={ROOM_SIDE_ENTRY}
            value={props.widthText}
            onChange={props.onWidthText}
            helperText="Del fondo hacia vos"
          />
        </Box>
      )}
      <CoveringControls
        tiles={props.tiles}
        tile={props.size}
        choice={{ ...props.choice, pattern }}
        onChange={props.onChoiceChange}
      />
      <RoomCart
        tile={tile}
        squareMeters={props.surface.m2}
        rooms={props.surface.rooms}
        pattern={pattern}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<DownloadIcon />}
          onClick={props.onDownload}
        >
          Descargar imagen
        </Button>
        {props.onShare && (
          <Button variant="outlined" fullWidth startIcon={<ShareIcon />} onClick={props.onShare}>
            Compartir
          </Button>
        )}
      </Box>
    </>
  );
}
