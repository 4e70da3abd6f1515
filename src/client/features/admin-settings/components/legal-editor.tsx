import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEGAL_MESSAGES, type LegalPage, type LegalSlug } from '#shared/legal';
import { fillShopDetails } from '#shared/legal-text';
import { apiFieldErrors } from '#client/components/ui/form-errors';
import { useShopSettings } from '#client/hooks/use-shop-settings';
import { LegalText } from '#client/components/legal-text';
import { adminLegalQuery, useSaveLegalPage } from '../api';

function Editor({ page, onSaved }: { page: LegalPage; onSaved: (message: string) => void }) {
  const [body, setBody] = useState(page.body);
  const shop = useShopSettings();
  const save = useSaveLegalPage(page.slug);
  const fieldError = apiFieldErrors(save.error).body;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(body, { onSuccess: () => onSaved(LEGAL_MESSAGES.saved) });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={page.title}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label={`Texto de ${page.title}`}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            multiline
            minRows={16}
            maxRows={30}
            fullWidth
            error={Boolean(fieldError)}
            helperText={
              fieldError ??
              'Dejá una línea en blanco entre párrafos. "## " al comienzo de una línea la convierte en título y "- " en un punto de una lista. {tienda}, {email}, {telefono} y {direccion} se reemplazan por los datos de la tienda.'
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="overline" color="text.secondary">
                Vista previa
              </Typography>
              <LegalText body={shop ? fillShopDetails(body, shop) : body} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {save.error && !fieldError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {save.error.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Guardar texto
        </Button>
        <Link href={`/${page.slug}`} target="_blank" rel="noopener">
          Ver la página publicada
        </Link>
      </Box>
    </form>
  );
}

/** One legal page's text, edited beside its preview. */
export function LegalEditor({
  slug,
  onSaved,
}: {
  slug: LegalSlug;
  onSaved: (message: string) => void;
}) {
  const page = useQuery(adminLegalQuery(slug));
  if (page.isError)
    return (
      <Alert severity="error">No se pudo cargar el texto. Por favor, intentá nuevamente.</Alert>
    );
  if (!page.data) return <CircularProgress aria-label="Cargando texto" />;
  return <Editor page={page.data} onSaved={onSaved} />;
}
