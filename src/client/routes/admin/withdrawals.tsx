import { useState } from 'react';
import { PageHeading } from '#client/components/page-heading';
import { WithdrawalList } from '#client/features/admin-withdrawals/components/withdrawal-list';
import { type PageHandle, titledHead } from '#client/page';
import { AdminToast, type Toast, successToast } from '#client/components/ui/admin-toast';

export const handle: PageHandle = {
  head: titledHead('Solicitudes de arrepentimiento', { noindex: true }),
};

export function Component() {
  const [notice, setNotice] = useState<Toast | null>(null);
  return (
    <>
      <PageHeading>Solicitudes de arrepentimiento</PageHeading>
      <WithdrawalList onAttended={(message) => setNotice(successToast(message))} />
      <AdminToast toast={notice} onClose={() => setNotice(null)} />
    </>
  );
}
