import { LegalPageView } from '../features/legal/components/legal-page-view';
import { legalPageQuery } from '../features/legal/api';
import { queryClient } from '../query-client';

export async function loader() {
  await queryClient.ensureQueryData(legalPageQuery('terminos'));
  return null;
}

export function Component() {
  return <LegalPageView slug="terminos" title="Términos y condiciones" />;
}
