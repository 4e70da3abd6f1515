import { LegalPageView } from '../features/legal/components/legal-page-view';
import { legalPageQuery } from '../features/legal/api';
import { WithdrawalForm } from '../features/withdrawal/components/withdrawal-form';
import { queryClient } from '../query-client';

export async function loader() {
  await queryClient.ensureQueryData(legalPageQuery('arrepentimiento'));
  return null;
}

export function Component() {
  return (
    <LegalPageView slug="arrepentimiento" title="Botón de arrepentimiento">
      <WithdrawalForm />
    </LegalPageView>
  );
}
