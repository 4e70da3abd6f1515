import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HomeTile } from '#shared/home';

/** Two tiles a row on a phone, four from md (900px) in the 1280px section. */
const TILE_IMAGE_SIZES = '(max-width: 899px) 50vw, 320px';

/** Inicio's four category tiles, as the owner set them. */
export function CategoryTiles({ tiles }: { tiles: HomeTile[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {tiles.map((tile, i) => (
        // A plain link drawn as MUI's Card with its action area (raised, rounded, a faint veil on
        // hover), without their modules on Inicio's first load.
        <Box
          key={i}
          {...(tile.link.startsWith('/')
            ? { component: RouterLink, to: tile.link }
            : { component: 'a', href: tile.link })}
          sx={{
            position: 'relative',
            display: 'block',
            overflow: 'hidden',
            borderRadius: 1,
            boxShadow: 1,
            bgcolor: 'background.paper',
            color: 'inherit',
            textDecoration: 'none',
            '&::after': {
              content: '""',
              position: 'absolute',
              inset: 0,
              bgcolor: 'common.black',
              opacity: 0,
              transition: 'opacity 250ms',
            },
            '&:hover::after': { opacity: 0.04 },
          }}
        >
          <Box sx={{ height: { xs: 120, md: 200 } }}>
            <img
              src={tile.image.src}
              srcSet={tile.image.srcSet || undefined}
              sizes={tile.image.srcSet ? TILE_IMAGE_SIZES : undefined}
              alt=""
              width={tile.image.width}
              height={tile.image.height}
              loading="lazy"
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </Box>
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
        </Box>
      ))}
    </Box>
  );
}
