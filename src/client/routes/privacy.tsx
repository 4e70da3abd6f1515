import { LegalPageView } from '../features/legal/components/legal-page-view';
import { legalHandle, legalLoader } from '../features/legal/legal-route';

export const loader = legalLoader('privacidad');
export const handle = legalHandle('privacidad');

export function Component() {
  return <LegalPageView slug="privacidad" title="Política de privacidad" />;
}
