import { useState } from 'react';
import Snackbar from '@mui/material/Snackbar';
import { PageHeading } from '../../components/page-heading';
import { WithdrawalList } from '../../features/admin-withdrawals/components/withdrawal-list';
import { type PageHandle, titledHead } from '../../page';

export const handle: PageHandle = {
  head: titledHead('Solicitudes de arrepentimiento', { noindex: true }),
};

export function Component() {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeading>Solicitudes de arrepentimiento</PageHeading>
      <WithdrawalList onAttended={setNotice} />
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
