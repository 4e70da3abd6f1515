import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BackupIcon from '@mui/icons-material/Backup';
import { BACKUP_MESSAGES, BACKUP_RETENTION } from '#shared/backups';
import { ApiError } from '#client/api-client';
import { PageHeader } from '#client/components/page-heading';
import { useBackups, useMakeBackup } from '#client/features/admin-backups/api';
import { BackupsTable } from '#client/features/admin-backups/components/backups-table';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { type PageHandle, titledHead } from '#client/page';

export const handle: PageHandle = { head: titledHead('Copias de seguridad', { noindex: true }) };

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function Component() {
  const backups = useBackups();
  const make = useMakeBackup();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();
  const data = backups.data;

  return (
    <>
      <PageHeader title="Copias de seguridad">
        <Button
          variant="contained"
          startIcon={<BackupIcon />}
          disabled={make.isPending}
          onClick={() =>
            make.mutate(undefined, {
              onSuccess: (run) =>
                setNotice(
                  run.status === 'ok'
                    ? { severity: 'success', text: BACKUP_MESSAGES.made }
                    : { severity: 'error', text: `${BACKUP_MESSAGES.failed} ${run.error ?? ''}` },
                ),
              onError: (error) =>
                setNotice({
                  severity: 'error',
                  text:
                    error instanceof ApiError && error.status > 0 && error.status < 500
                      ? error.message
                      : BACKUP_MESSAGES.failed,
                }),
            })
          }
        >
          {make.isPending ? 'Haciendo la copia…' : 'Hacer una copia ahora'}
        </Button>
      </PageHeader>
      {data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          La tienda hace una copia todos los días a las {hourText(data.hour)} (se cambia en
          Configuración) y la guarda{' '}
          {data.storedIn === 'bucket' ? 'en la carpeta backups/ del bucket S3' : 'en el servidor'}.
          Se conservan la última de cada uno de los últimos {BACKUP_RETENTION.daily} días, la de
          cada una de las últimas {BACKUP_RETENTION.weekly} semanas y las últimas{' '}
          {BACKUP_RETENTION.manual} copias manuales. Si una copia diaria falla, se avisa por correo
          a la dirección de la tienda.
        </Typography>
      )}
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(undefined)}>
          {notice.text}
        </Alert>
      )}
      <PageErrors messages={[backups.isError && BACKUP_MESSAGES.loadError]} />
      {backups.isPending && <PageLoading label="Cargando copias de seguridad" />}
      {data && <BackupsTable runs={data.runs} />}
      <Box component="section" aria-labelledby="restore-heading" sx={{ mt: 3 }}>
        <Typography id="restore-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Cómo restaurar una copia
        </Typography>
        <Typography component="ol" sx={{ pl: 3, '& li': { mb: 0.5 } }}>
          <li>Descargá la copia que quieras recuperar.</li>
          <li>Detené la tienda.</li>
          <li>
            En el servidor, con un <code>DATA_DIR</code> vacío (o una base PostgreSQL vacía en{' '}
            <code>DATABASE_URL</code>), ejecutá <code>npm run restore -- &lt;archivo&gt;</code>.
          </li>
          <li>Iniciá la tienda de nuevo: todos tendrán que volver a ingresar.</li>
        </Typography>
      </Box>
    </>
  );
}
