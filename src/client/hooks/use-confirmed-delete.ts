import { useState } from 'react';

/** The part of a TanStack delete mutation (its variable is the id) the confirmation uses. */
interface DeleteMutation {
  isPending: boolean;
  reset(): void;
  mutate(
    id: string,
    options: { onSuccess(): void; onError(error: unknown): void; onSettled(): void },
  ): void;
}

/**
 * A delete behind the back office's confirmation: `ask(item)` opens it (clearing the last
 * failure), `dialog` is what ConfirmDialog takes, and the dialog closes once the server answered.
 */
export function useConfirmedDelete<T extends { id: string }>(
  remove: DeleteMutation,
  on: { deleted?(item: T): void; failed?(item: T, error: unknown): void } = {},
) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    /** The item the confirmation asks about; null while it is closed. */
    target,
    ask(item: T) {
      remove.reset();
      setTarget(item);
    },
    dialog: {
      open: target !== null,
      busy: remove.isPending,
      onClose: () => setTarget(null),
      onConfirm: () => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: () => on.deleted?.(target),
          onError: (error) => on.failed?.(target, error),
          onSettled: () => setTarget(null),
        });
      },
    },
  };
}
