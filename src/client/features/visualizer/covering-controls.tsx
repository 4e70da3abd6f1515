import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type VisualizerPattern,
  VISUALIZER_PATTERNS,
  type TileSize,
  patternsFor,
} from '#shared/visualizer/tile-layout';
import type { VisualizerTile } from '#shared/visualizer/tiles';
import { type CoveringChoice, GROUTS, type GroutId, JOINTS_MM } from './covering-choice';

export type { CoveringChoice } from './covering-choice';

const mm = (value: number) => `${String(value).replace('.', ',')} mm`;

/** Which tile, how it is laid, the joint and the grout: the same for rooms and the photo. */
export function CoveringControls({
  tiles,
  tile,
  choice,
  onChange,
}: {
  tiles: VisualizerTile[];
  tile: TileSize;
  choice: CoveringChoice;
  onChange: (choice: CoveringChoice) => void;
}) {
  const patterns = patternsFor(tile);
  return (
    <>
      <TextField
        select
        size="small"
        label="Producto"
        value={choice.tileId}
        onChange={(event) => onChange({ ...choice, tileId: event.target.value })}
        helperText={tiles.length > 1 ? 'Probá otros de la misma categoría' : undefined}
      >
        {tiles.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
            {t.dimensions ? ` (${t.dimensions})` : ''}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Colocación"
        value={patterns.includes(choice.pattern) ? choice.pattern : 'recto'}
        onChange={(event) =>
          onChange({ ...choice, pattern: event.target.value as VisualizerPattern })
        }
      >
        {patterns.map((p) => (
          <MenuItem key={p} value={p}>
            {VISUALIZER_PATTERNS[p]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Junta"
        value={String(choice.jointMm)}
        onChange={(event) => onChange({ ...choice, jointMm: Number(event.target.value) })}
      >
        {JOINTS_MM.map((j) => (
          <MenuItem key={j} value={String(j)}>
            {mm(j)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Color de pastina"
        value={choice.grout}
        onChange={(event) => onChange({ ...choice, grout: event.target.value as GroutId })}
      >
        {GROUTS.map((g) => (
          <MenuItem key={g.id} value={g.id}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 14,
                height: 14,
                marginRight: 8,
                borderRadius: 3,
                border: '1px solid #888',
                background: g.color,
                verticalAlign: 'middle',
              }}
            />
            {g.label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
