import { LegalPageView } from '../features/legal/components/legal-page-view';
import { legalHandle, legalLoader } from '../features/legal/legal-route';
import { WithdrawalForm } from '../features/withdrawal/components/withdrawal-form';

export const loader = legalLoader('arrepentimiento');
export const handle = legalHandle('arrepentimiento');

export function Component() {
  return (
    <LegalPageView slug="arrepentimiento" title="Botón de arrepentimiento">
      <WithdrawalForm />
    </LegalPageView>
  );
}
