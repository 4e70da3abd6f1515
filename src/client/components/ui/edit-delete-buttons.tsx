import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

/** A row's 'Editar' and 'Eliminar' icons, named for the row's item. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  sx,
}: {
  name: string;
  onEdit(): void;
  onDelete(): void;
  sx?: SxProps<Theme>;
}) {
  return (
    <>
      <IconButton sx={sx} aria-label={`Editar ${name}`} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton sx={sx} aria-label={`Eliminar ${name}`} color="error" onClick={onDelete}>
        <DeleteIcon />
      </IconButton>
    </>
  );
}
