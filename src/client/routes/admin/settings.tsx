import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import CircularProgress from '@mui/material/CircularProgress';
import { PageHeading } from '#client/components/page-heading';
import { ProductFeeds } from '#client/features/admin-settings/components/product-feeds';
import { SettingsForm } from '#client/features/admin-settings/components/settings-form';
import { shopSettingsQuery } from '#client/hooks/use-shop-settings';
import { type PageHandle, titledHead } from '#client/page';
import { AdminToast, type Toast, successToast } from '#client/components/ui/admin-toast';

export const handle: PageHandle = {
  head: titledHead('Configuración de la tienda', { noindex: true }),
};

export function Component() {
  // Fresh from the server: another super_admin may have saved since this tab loaded.
  const settings = useQuery({ ...shopSettingsQuery, staleTime: 0 });
  const [notice, setNotice] = useState<Toast | null>(null);
  return (
    <>
      <PageHeading>Configuración de la tienda</PageHeading>
      {settings.data ? (
        <SettingsForm
          settings={settings.data}
          onSaved={(message) => setNotice(successToast(message))}
        />
      ) : (
        <CircularProgress aria-label="Cargando configuración" />
      )}
      <ProductFeeds />
      <AdminToast toast={notice} onClose={() => setNotice(null)} />
    </>
  );
}
