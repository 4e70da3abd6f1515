import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { LegalSlug } from '#shared/legal';
import { PageHeading } from '#client/components/page-heading';
import { legalPageQuery } from '../api';
import { LegalText } from '#client/components/legal-text';

/** A legal page: its title and the owner's text, then whatever the page adds (a form). */
export function LegalPageView({
  slug,
  title,
  children,
}: {
  slug: LegalSlug;
  title: string;
  children?: ReactNode;
}) {
  const { data, isPending, isError } = useQuery(legalPageQuery(slug));
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {children}
      {isPending ? (
        <CircularProgress aria-label="Cargando" />
      ) : isError ? (
        <Alert severity="error">No se pudo cargar el texto. Por favor, intentá nuevamente.</Alert>
      ) : (
        <LegalText body={data.body} />
      )}
    </>
  );
}
