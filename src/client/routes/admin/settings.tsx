import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import { PageHeading } from '../../components/page-heading';
import { SettingsForm } from '../../features/admin-settings/components/settings-form';
import { shopSettingsQuery } from '../../hooks/use-shop-settings';
import { requireSuperAdminUser } from './guards';
import { type PageHandle, titledHead } from '../../page';

export async function loader() {
  await requireSuperAdminUser();
  return null;
}

export const handle: PageHandle = {
  head: titledHead('Configuración de la tienda', { noindex: true }),
};

export function Component() {
  // Fresh from the server: another super_admin may have saved since this tab loaded.
  const settings = useQuery({ ...shopSettingsQuery, staleTime: 0 });
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeading>Configuración de la tienda</PageHeading>
      {settings.data ? (
        <SettingsForm settings={settings.data} onSaved={setNotice} />
      ) : (
        <CircularProgress aria-label="Cargando configuración" />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        message={notice}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      />
    </>
  );
}
