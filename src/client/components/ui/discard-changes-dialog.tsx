import { ConfirmDialog } from './confirm-dialog';

interface DiscardChangesDialogProps {
  open: boolean;
  onKeepEditing(): void;
  onDiscard(): void;
}

/** Asked when a form with unsaved edits is being closed (products, areas, categories). */
export function DiscardChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
}: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Descartar cambios"
      message="Hay cambios sin guardar. ¿Cerrar sin guardarlos?"
      confirmLabel="Descartar"
      busy={false}
      onClose={onKeepEditing}
      onConfirm={onDiscard}
    />
  );
}
