import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';

/** SPEC §2: every tile opens /productos with exactly these area, categoria and subcategoria. */
export const CATEGORY_TILES = [
  { title: 'Símil Madera', subcategory: 'Simil madera', image: '/hero/simil-madera.webp' },
  { title: 'Símil Mármol', subcategory: 'Simil marmol', image: '/hero/simil-marmol.webp' },
  { title: 'Símil Cemento', subcategory: 'Simil cemento', image: '/hero/simil-cemento.webp' },
  { title: 'Símil Piedra', subcategory: 'Simil piedra', image: '/hero/simil-piedra.webp' },
] as const;

export function categoryTileHref(subcategory: string): string {
  const params = new URLSearchParams({
    area: 'Pisos y revestimientos',
    categoria: 'Porcelanicos',
    subcategoria: subcategory,
  });
  return `/productos?${params.toString()}`;
}

export function CategoryTiles() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {CATEGORY_TILES.map((tile) => (
        <Card key={tile.title} sx={{ position: 'relative' }}>
          <CardActionArea component={RouterLink} to={categoryTileHref(tile.subcategory)}>
            <Box
              component="img"
              src={tile.image}
              alt=""
              width={600}
              height={400}
              loading="lazy"
              sx={{
                width: '100%',
                height: { xs: 120, md: 200 },
                objectFit: 'cover',
                display: 'block',
              }}
            />
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'flex-end',
                p: 2,
                background: 'linear-gradient(to top, rgba(0,0,0,0.65), rgba(0,0,0,0) 60%)',
              }}
            >
              <Typography
                variant="h6"
                component="h3"
                sx={{
                  color: 'common.white',
                  fontWeight: 700,
                  fontSize: { xs: '1rem', md: '1.25rem' },
                }}
              >
                {tile.title}
              </Typography>
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
