import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { ADMIN_LOGS_PAGE_SIZES, ADMIN_LOG_MESSAGES } from '#shared/admin-logs';
import { RETENTION, yearsText } from '#shared/retention';
import { ApiError } from '#client/api-client';
import { PageHeader } from '#client/components/page-heading';
import { useAdminLogs, useClearLogs } from '#client/features/admin-logs/api';
import { ClearLogsDialog } from '#client/features/admin-logs/components/clear-logs-dialog';
import { LogsTable } from '#client/features/admin-logs/components/logs-table';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { usePaging } from '#client/hooks/use-paging';
import { type PageHandle, titledHead } from '#client/page';

/** Clearing shows the server's message, or a generic one. */
function clearErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : ADMIN_LOG_MESSAGES.clearError;
}

export const handle: PageHandle = { head: titledHead('Logs de Autenticación', { noindex: true }) };

export function Component() {
  const { page, pageSize, setPage, table } = usePaging(ADMIN_LOGS_PAGE_SIZES[0]);
  const [confirming, setConfirming] = useState(false);
  const logs = useAdminLogs(page, pageSize);
  const clear = useClearLogs();
  const empty = (logs.data?.total ?? 0) === 0;

  return (
    <>
      <PageHeader title="Logs de Autenticación">
        <Button
          variant="outlined"
          color="error"
          startIcon={clear.isPending ? <CircularProgress size={16} /> : <DeleteSweepIcon />}
          disabled={clear.isPending || empty}
          onClick={() => setConfirming(true)}
        >
          Limpiar Historial
        </Button>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mt: { xs: 0, sm: -2 }, mb: 2 }}>
        Los registros se conservan {yearsText(RETENTION.accessLogYears)}; después se borran
        automáticamente.
      </Typography>
      <PageErrors
        messages={[
          logs.isError && ADMIN_LOG_MESSAGES.loadError,
          clear.isError && clearErrorMessage(clear.error),
        ]}
      />
      {logs.isPending && <PageLoading label="Cargando logs" />}
      {logs.data && <LogsTable data={logs.data} loading={logs.isFetching} {...table} />}
      {confirming && (
        <ClearLogsDialog
          busy={clear.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            clear.mutate(undefined, {
              onSuccess: () => setPage(1),
              onSettled: () => setConfirming(false),
            })
          }
        />
      )}
    </>
  );
}
