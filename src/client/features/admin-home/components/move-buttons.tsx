import IconButton from '@mui/material/IconButton';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';

/** A copy of the list with item i moved by step (-1 up, +1 down). */
export function moved<T>(list: T[], i: number, step: -1 | 1): T[] {
  const j = i + step;
  if (j < 0 || j >= list.length) return list;
  const copy = [...list];
  [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  return copy;
}

/** Up, down and remove for item `index` of `count`, named after it ('la diapositiva 2'). */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <IconButton aria-label={`Subir ${name}`} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        aria-label={`Bajar ${name}`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDownwardIcon />
      </IconButton>
      <IconButton aria-label={`Quitar ${name}`} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </>
  );
}
