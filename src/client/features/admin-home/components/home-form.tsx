import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  type AdminHome,
  DEFAULT_HOME_IMAGES,
  HOME_IMAGE_KINDS,
  HOME_MESSAGES,
  type HomeContent,
  HomeContentSchema,
  type HomeImage,
  type HomeUpload,
} from '#shared/home';
import { ApiError } from '#client/api-client';
import { showServerErrors } from '#client/components/ui/form-errors';
import { schemaResolver } from '#client/components/ui/form-resolver';
import { useSaveHome } from '../api';
import { FeaturedEditor, type FeaturedItem } from './featured-editor';
import { SlidesEditor } from './slides-editor';
import { TilesEditor } from './tiles-editor';
import { SaveBar } from '#client/components/ui/submit-button';

/** The default images, drawn as previews (a new slide starts with one). */
const DEFAULT_PREVIEWS: Record<string, HomeImage> = Object.fromEntries(
  Object.entries(DEFAULT_HOME_IMAGES).map(([ref, src]) => [
    ref,
    { src, srcSet: '', ...HOME_IMAGE_KINDS.slide },
  ]),
);

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * What the Inicio form holds: the content, with the destacados as the products picked (their
 * names shown); under the API's own name, so that its messages land on them.
 */
type HomeValues = Omit<HomeContent, 'featuredIds'> & { featuredIds: FeaturedItem[] };

const homeValues = (home: Pick<AdminHome, 'content' | 'featured'>): HomeValues => ({
  ...home.content,
  featuredIds: home.featured,
});

const resolver = schemaResolver(HomeContentSchema, (values: HomeValues) => ({
  ...values,
  featuredIds: values.featuredIds.map((item) => item.id),
}));

/** Inicio: the carousel, the category tiles and Destacados, saved together. */
export function HomeForm({ home, onSaved }: { home: AdminHome; onSaved: (m: string) => void }) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<HomeValues, unknown, HomeContent>({ defaultValues: homeValues(home), resolver });
  const [images, setImages] = useState<Record<string, HomeImage>>({
    ...DEFAULT_PREVIEWS,
    ...home.images,
  });
  const save = useSaveHome();
  const addImage = (upload: HomeUpload) =>
    setImages((current) => ({ ...current, [upload.ref]: upload.image }));

  const submit = handleSubmit((content) => {
    save.mutate(content, {
      onSuccess: (saved) => {
        reset(homeValues(saved));
        onSaved(HOME_MESSAGES.saved);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        setError('root.server', { type: 'server', message: error.message });
        showServerErrors(error, 'all', setError);
      },
    });
  });

  const generalError =
    errors.slides?.message ?? errors.tiles?.message ?? errors.root?.server?.message;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={submit} aria-label="Contenido de Inicio">
      <Section
        title="Carrusel"
        hint="Las diapositivas activas rotan en este orden al abrir la tienda. Las imágenes se recortan a 1600 × 640."
      >
        <Controller
          control={control}
          name="slides"
          render={({ field }) => (
            <SlidesEditor
              slides={field.value}
              images={images}
              errors={errors.slides}
              onChange={field.onChange}
              onUploaded={addImage}
            />
          )}
        />
      </Section>
      <Section
        title="Categorías"
        hint="Las cuatro tarjetas debajo del carrusel. Las imágenes se recortan a 600 × 400."
      >
        <Controller
          control={control}
          name="tiles"
          render={({ field }) => (
            <TilesEditor
              tiles={field.value}
              images={images}
              errors={errors.tiles}
              onChange={field.onChange}
              onUploaded={addImage}
            />
          )}
        />
      </Section>
      <Section
        title="Destacados"
        hint="Se muestran en Inicio en este orden. En la tienda, con el orden «Recomendados», aparecen primero (los pisos y revestimientos siempre van antes que el resto)."
      >
        <Controller
          control={control}
          name="featuredIds"
          render={({ field }) => (
            <FeaturedEditor
              items={field.value}
              error={errors.featuredIds?.message}
              onChange={field.onChange}
            />
          )}
        />
      </Section>
      <SaveBar
        busy={save.isPending}
        error={hasErrors ? (generalError ?? HOME_MESSAGES.saveError) : null}
      />
    </form>
  );
}
