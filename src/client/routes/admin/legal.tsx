import { useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LEGAL_SLUGS, LEGAL_TITLES, type LegalSlug } from '#shared/legal';
import { PageHeading } from '#client/components/page-heading';
import { LegalEditor } from '#client/features/admin-settings/components/legal-editor';
import { type PageHandle, titledHead } from '#client/page';
import { AdminToast, type Toast, successToast } from '#client/components/ui/admin-toast';

export const handle: PageHandle = { head: titledHead('Textos legales', { noindex: true }) };

export function Component() {
  const [slug, setSlug] = useState<LegalSlug>('terminos');
  const [notice, setNotice] = useState<Toast | null>(null);
  return (
    <>
      <PageHeading>Textos legales</PageHeading>
      <Tabs
        value={slug}
        onChange={(_, value: LegalSlug) => setSlug(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {LEGAL_SLUGS.map((s) => (
          <Tab key={s} value={s} label={LEGAL_TITLES[s]} />
        ))}
      </Tabs>
      <LegalEditor key={slug} slug={slug} onSaved={(message) => setNotice(successToast(message))} />
      <AdminToast toast={notice} onClose={() => setNotice(null)} />
    </>
  );
}
