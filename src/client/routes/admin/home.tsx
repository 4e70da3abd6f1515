import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { PageHeading } from '#client/components/page-heading';
import { adminHomeQuery } from '#client/features/admin-home/api';
import { HomeForm } from '#client/features/admin-home/components/home-form';
import { HOME_MESSAGES } from '#shared/home';
import { type PageHandle, titledHead } from '#client/page';
import { AdminToast, type Toast, successToast } from '#client/components/ui/admin-toast';

export const handle: PageHandle = { head: titledHead('Inicio', { noindex: true }) };

export function Component() {
  const home = useQuery(adminHomeQuery);
  const [notice, setNotice] = useState<Toast | null>(null);
  return (
    <>
      <PageHeading>Inicio</PageHeading>
      {home.data ? (
        <HomeForm home={home.data} onSaved={(message) => setNotice(successToast(message))} />
      ) : home.isError ? (
        <Alert severity="error">{HOME_MESSAGES.loadError}</Alert>
      ) : (
        <CircularProgress aria-label="Cargando Inicio" />
      )}
      <AdminToast toast={notice} onClose={() => setNotice(null)} />
    </>
  );
}
