import { LegalPageView } from '../features/legal/components/legal-page-view';
import { legalHandle, legalLoader } from '../features/legal/legal-route';

export const loader = legalLoader('terminos');
export const handle = legalHandle('terminos');

export function Component() {
  return <LegalPageView slug="terminos" title="Términos y condiciones" />;
}
