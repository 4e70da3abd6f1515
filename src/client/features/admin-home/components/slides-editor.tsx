import type { FieldErrors } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { HomeContent, HomeImage, HomeSlideInput, HomeUpload } from '#shared/home';
import { ImagePicker } from './image-picker';
import { MoveButtons, moved } from './move-buttons';

export const LINK_HINT = 'Una ruta de la tienda (/productos) o una dirección https://';

/** A new slide starts with the first default image, active, its texts to be written. */
export function newSlide(): HomeSlideInput {
  return {
    id: crypto.randomUUID(),
    image: 'default:slide-1',
    title: '',
    text: '',
    buttonText: 'Ver productos',
    link: '/productos',
    active: true,
  };
}

/** The carousel's slides in their order (1..n): each one's image, texts, link and switch. */
export function SlidesEditor({
  slides,
  images,
  errors,
  onChange,
  onUploaded,
}: {
  slides: HomeSlideInput[];
  images: Record<string, HomeImage>;
  /** The form's messages for the slides, row by row. */
  errors: FieldErrors<Pick<HomeContent, 'slides'>>['slides'];
  onChange: (slides: HomeSlideInput[]) => void;
  onUploaded: (upload: HomeUpload) => void;
}) {
  const update = (i: number, patch: Partial<HomeSlideInput>) =>
    onChange(slides.map((slide, j) => (j === i ? { ...slide, ...patch } : slide)));
  const field = (i: number, key: 'title' | 'text' | 'buttonText' | 'link', label: string) => {
    const error = errors?.[i]?.[key]?.message;
    return (
      <TextField
        label={label}
        value={slides[i]?.[key] ?? ''}
        onChange={(event) => update(i, { [key]: event.target.value })}
        error={Boolean(error)}
        helperText={error ?? (key === 'link' ? LINK_HINT : ' ')}
        fullWidth
        size="small"
      />
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {slides.map((slide, i) => {
        const name = `la diapositiva ${i + 1}`;
        return (
          <Card
            key={slide.id}
            variant="outlined"
            component="section"
            aria-label={`Diapositiva ${i + 1}`}
          >
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
                <Typography
                  variant="subtitle1"
                  component="h3"
                  sx={{ fontWeight: 700, mr: 'auto', flexBasis: { xs: '100%', sm: 'auto' } }}
                >
                  Diapositiva {i + 1}
                </Typography>
                <FormControlLabel
                  control={
                    <Switch
                      checked={slide.active}
                      onChange={(event) => update(i, { active: event.target.checked })}
                    />
                  }
                  label="Activa"
                />
                <MoveButtons
                  name={name}
                  index={i}
                  count={slides.length}
                  onMove={(step) => onChange(moved(slides, i, step))}
                  onRemove={() => onChange(slides.filter((_, j) => j !== i))}
                />
              </Box>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
                }}
              >
                <ImagePicker
                  kind="slide"
                  image={images[slide.image]}
                  label={`Cambiar imagen de ${name}`}
                  error={errors?.[i]?.image?.message}
                  onUploaded={(upload) => {
                    onUploaded(upload);
                    update(i, { image: upload.ref });
                  }}
                />
                <Box sx={{ display: 'grid', gap: 1 }}>
                  {field(i, 'title', 'Título')}
                  {field(i, 'text', 'Texto')}
                  <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 2fr' } }}>
                    {field(i, 'buttonText', 'Texto del botón')}
                    {field(i, 'link', 'Enlace del botón')}
                  </Box>
                </Box>
              </Box>
            </CardContent>
          </Card>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={slides.length >= 10}
          onClick={() => onChange([...slides, newSlide()])}
        >
          Agregar diapositiva
        </Button>
      </Box>
    </Box>
  );
}
