import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import BrushIcon from '@mui/icons-material/Brush';
import EraserIcon from '@mui/icons-material/AutoFixNormal';
import ClearIcon from '@mui/icons-material/LayersClear';
import UndoIcon from '@mui/icons-material/Undo';
import { BRUSH_SIZES, type PhotoBrush } from './use-photo-brush';

/** The brush's tools under the shopper's photo: on/off, eraser, size, undo and clear. */
export function BrushControls({ brush }: { brush: PhotoBrush }) {
  const sizeId = useId();
  return (
    // One row where it fits (a desktop), wrapping on a phone: every line taken here is a line
    // less of the photo above.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 1 }}>
      <ToggleButton
        value="pincel"
        size="small"
        color="primary"
        selected={brush.on}
        onChange={() => brush.setOn(!brush.on)}
        sx={{ textTransform: 'none', gap: 0.5, py: 0.25 }}
      >
        <BrushIcon fontSize="small" />
        Destapar muebles
      </ToggleButton>
      {brush.on && (
        <ToggleButton
          value="borrar"
          size="small"
          color="primary"
          selected={brush.erase}
          onChange={() => brush.setErase(!brush.erase)}
          sx={{ textTransform: 'none', gap: 0.5, py: 0.25 }}
        >
          <EraserIcon fontSize="small" />
          Borrar
        </ToggleButton>
      )}
      <Button
        size="small"
        startIcon={<UndoIcon />}
        disabled={brush.strokes === 0}
        onClick={brush.undo}
      >
        Deshacer trazo
      </Button>
      <Button
        size="small"
        startIcon={<ClearIcon />}
        disabled={brush.strokes === 0}
        onClick={brush.clear}
      >
        Limpiar pincel
      </Button>
      {brush.on && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: '1 1 240px' }}>
          <Typography id={sizeId} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            Tamaño del pincel
          </Typography>
          <Slider
            size="small"
            min={BRUSH_SIZES.min}
            max={BRUSH_SIZES.max}
            value={brush.size}
            onChange={(_event, value) => brush.setSize(value as number)}
            aria-labelledby={sizeId}
            getAriaValueText={(v) => `${v} píxeles`}
          />
        </Box>
      )}
    </Box>
  );
}
