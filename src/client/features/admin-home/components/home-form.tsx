import { type FormEvent, type ReactNode, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { fieldErrors } from '../../../../shared/api';
import {
  type AdminHome,
  DEFAULT_HOME_IMAGES,
  HOME_IMAGE_KINDS,
  HOME_MESSAGES,
  type HomeContent,
  HomeContentSchema,
  type HomeImage,
  type HomeUpload,
} from '../../../../shared/home';
import { ApiError } from '../../../api-client';
import { useSaveHome } from '../api';
import { FeaturedEditor, type FeaturedItem } from './featured-editor';
import { SlidesEditor } from './slides-editor';
import { TilesEditor } from './tiles-editor';
import { SaveBar } from '../../../components/ui/submit-button';

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

/** Inicio: the carousel, the category tiles and Destacados, saved together. */
export function HomeForm({ home, onSaved }: { home: AdminHome; onSaved: (m: string) => void }) {
  const [content, setContent] = useState<HomeContent>(home.content);
  const [featured, setFeatured] = useState<FeaturedItem[]>(home.featured);
  const [images, setImages] = useState<Record<string, HomeImage>>({
    ...DEFAULT_PREVIEWS,
    ...home.images,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveHome();
  const addImage = (upload: HomeUpload) =>
    setImages((current) => ({ ...current, [upload.ref]: upload.image }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = HomeContentSchema.safeParse({
      ...content,
      featuredIds: featured.map((item) => item.id),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setContent(saved.content);
        setFeatured(saved.featured);
        onSaved(HOME_MESSAGES.saved);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors({ _: error.message, ...error.fields });
      },
    });
  };

  const generalError = errors.slides ?? errors.tiles ?? errors._;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={submit} aria-label="Contenido de Inicio">
      <Section
        title="Carrusel"
        hint="Las diapositivas activas rotan en este orden al abrir la tienda. Las imágenes se recortan a 1600 × 640."
      >
        <SlidesEditor
          slides={content.slides}
          images={images}
          errors={errors}
          onChange={(slides) => setContent({ ...content, slides })}
          onUploaded={addImage}
        />
      </Section>
      <Section
        title="Categorías"
        hint="Las cuatro tarjetas debajo del carrusel. Las imágenes se recortan a 600 × 400."
      >
        <TilesEditor
          tiles={content.tiles}
          images={images}
          errors={errors}
          onChange={(tiles) => setContent({ ...content, tiles })}
          onUploaded={addImage}
        />
      </Section>
      <Section
        title="Destacados"
        hint="Se muestran en Inicio en este orden. En la tienda, con el orden «Recomendados», aparecen primero (los pisos y revestimientos siempre van antes que el resto)."
      >
        <FeaturedEditor items={featured} error={errors.featuredIds} onChange={setFeatured} />
      </Section>
      <SaveBar
        busy={save.isPending}
        error={hasErrors ? (generalError ?? HOME_MESSAGES.saveError) : null}
      />
    </form>
  );
}
