import type { FieldErrors } from 'react-hook-form';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HomeContent, HomeImage, HomeTileInput, HomeUpload } from '#shared/home';
import { ImagePicker } from './image-picker';
import { LINK_HINT } from './slides-editor';

/** The four category tiles under the carousel: image, title and where each goes. */
export function TilesEditor({
  tiles,
  images,
  errors,
  onChange,
  onUploaded,
}: {
  tiles: HomeTileInput[];
  images: Record<string, HomeImage>;
  /** The form's messages for the tiles, one by one. */
  errors: FieldErrors<Pick<HomeContent, 'tiles'>>['tiles'];
  onChange: (tiles: HomeTileInput[]) => void;
  onUploaded: (upload: HomeUpload) => void;
}) {
  const update = (i: number, patch: Partial<HomeTileInput>) =>
    onChange(tiles.map((tile, j) => (j === i ? { ...tile, ...patch } : tile)));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {tiles.map((tile, i) => (
        <Card key={i} variant="outlined" component="section" aria-label={`Categoría ${i + 1}`}>
          <CardContent sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Categoría {i + 1}
            </Typography>
            <ImagePicker
              kind="tile"
              image={images[tile.image]}
              label={`Cambiar imagen de la categoría ${i + 1}`}
              error={errors?.[i]?.image?.message}
              onUploaded={(upload) => {
                onUploaded(upload);
                update(i, { image: upload.ref });
              }}
            />
            <TextField
              label="Título"
              value={tile.title}
              onChange={(event) => update(i, { title: event.target.value })}
              error={Boolean(errors?.[i]?.title)}
              helperText={errors?.[i]?.title?.message ?? ' '}
              size="small"
              fullWidth
            />
            <TextField
              label="Enlace"
              value={tile.link}
              onChange={(event) => update(i, { link: event.target.value })}
              error={Boolean(errors?.[i]?.link)}
              helperText={errors?.[i]?.link?.message ?? LINK_HINT}
              size="small"
              fullWidth
            />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
