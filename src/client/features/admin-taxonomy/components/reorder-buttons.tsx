import { useEffect, useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { EditDeleteButtons } from '#client/components/ui/edit-delete-buttons';

type Direction = 'up' | 'down';

/** Four actions a row fit beside the name on a phone (390 px) without sideways scrolling. */
const ROW_ACTION_SX = { p: { xs: 0.5, sm: 1 } };
const ROW_ACTIONS_CELL_SX = { whiteSpace: 'nowrap', px: { xs: 0.5, sm: 2 } };

interface ReorderButtonsProps {
  name: string;
  /** The item's place in the list shown, from 0. */
  index: number;
  count: number;
  disabled: boolean;
  /** Moves the item to a 1-based position. */
  onMove: (position: number) => Promise<unknown>;
}

/**
 * "Subir" / "Bajar" one place. Once the list shows the item at its new place the focus goes back
 * to the button pressed (or the other one at either end), so a keyboard user can press it again.
 */
export function ReorderButtons({ name, index, count, disabled, onMove }: ReorderButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const refocus = useRef<Direction | null>(null);

  // Runs once the moved row is committed in its new place and the buttons are enabled again
  // (a moved or disabled button loses the focus).
  useEffect(() => {
    const direction = refocus.current;
    if (!direction || disabled) return;
    refocus.current = null;
    const [same, other] = direction === 'up' ? [up, down] : [down, up];
    (same.current && !same.current.disabled ? same : other).current?.focus();
  }, [index, disabled]);

  const move = (direction: Direction) => {
    refocus.current = direction;
    onMove(direction === 'up' ? index : index + 2).catch(() => {
      // The page shows the mutation's error; the item stays where it was.
      refocus.current = null;
    });
  };
  return (
    <>
      <IconButton
        ref={up}
        sx={ROW_ACTION_SX}
        aria-label={`Subir ${name}`}
        disabled={disabled || index === 0}
        onClick={() => move('up')}
      >
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        ref={down}
        sx={ROW_ACTION_SX}
        aria-label={`Bajar ${name}`}
        disabled={disabled || index === count - 1}
        onClick={() => move('down')}
      >
        <ArrowDownwardIcon />
      </IconButton>
    </>
  );
}

/** The header of a taxonomy table's actions column. */
export function TaxonomyActionsHead() {
  return (
    <TableCell align="right" sx={ROW_ACTIONS_CELL_SX}>
      Acciones
    </TableCell>
  );
}

/** A taxonomy row's actions: up, down, edit and delete. */
export function TaxonomyRowActions({
  onEdit,
  onDelete,
  ...reorder
}: ReorderButtonsProps & { onEdit(): void; onDelete(): void }) {
  return (
    <TableCell align="right" sx={ROW_ACTIONS_CELL_SX}>
      <ReorderButtons {...reorder} />
      <EditDeleteButtons
        name={reorder.name}
        sx={ROW_ACTION_SX}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </TableCell>
  );
}
