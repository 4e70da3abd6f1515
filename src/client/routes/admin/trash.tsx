import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { TRASH_DAYS, TRASH_MESSAGES, type TrashItem } from '#shared/trash';
import { ApiError } from '#client/api-client';
import { PageHeading } from '#client/components/page-heading';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { usePurge, useRestore, useTrash } from '#client/features/admin-trash/api';
import { TrashTable } from '#client/features/admin-trash/components/trash-table';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { useConfirmedDelete } from '#client/hooks/use-confirmed-delete';
import { type PageHandle, titledHead } from '#client/page';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;

export const handle: PageHandle = { head: titledHead('Papelera', { noindex: true }) };

export function Component() {
  const trash = useTrash();
  const restore = useRestore();
  const purge = usePurge();
  const [notice, setNotice] = useState<{ severity: 'success' | 'info' | 'error'; text: string }>();
  const purging = useConfirmedDelete<TrashItem>(purge, {
    deleted: () => setNotice({ severity: 'success', text: TRASH_MESSAGES.purged }),
    failed: (_item, error) =>
      setNotice({ severity: 'error', text: messageOf(error, TRASH_MESSAGES.purgeError) }),
  });
  const busyId =
    restore.isPending || purge.isPending ? (restore.variables ?? purge.variables ?? '') : null;

  return (
    <>
      <PageHeading>Papelera</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
        Los productos y pedidos eliminados quedan aquí {TRASH_DAYS} días; después se borran
        definitivamente.
      </Typography>
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(undefined)}>
          {notice.text}
        </Alert>
      )}
      <PageErrors messages={[trash.isError && TRASH_MESSAGES.loadError]} />
      {trash.isPending && <PageLoading label="Cargando papelera" />}
      {trash.data && (
        <TrashTable
          items={trash.data.items}
          busyId={busyId}
          onRestore={(item) =>
            restore.mutate(item.id, {
              onSuccess: ({ message }) =>
                setNotice({
                  severity: message === TRASH_MESSAGES.restored ? 'success' : 'info',
                  text: `${item.label}: ${message}`,
                }),
              onError: (error) =>
                setNotice({
                  severity: 'error',
                  text: messageOf(error, TRASH_MESSAGES.restoreError),
                }),
            })
          }
          onPurge={purging.ask}
        />
      )}
      {purging.target && (
        <ConfirmDialog
          {...purging.dialog}
          title="Eliminar definitivamente"
          message={`${purging.target.label}. ${TRASH_MESSAGES.confirmPurge}`}
        />
      )}
    </>
  );
}
