import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import type { Crumb } from '#shared/category-paths';
import { PAGE_PATHS as P } from '#shared/page-paths';

const SEPARATOR = (
  <Box component="li" aria-hidden sx={{ mx: 1 }}>
    /
  </Box>
);

/**
 * Inicio › Área › Categoría › Subcategoría (› Producto): every step a link but the page itself.
 * The page's BreadcrumbList JSON-LD (catalog-json-ld.ts) is made from the same trail. Drawn as
 * MUI's Breadcrumbs are (a list with '/' between the steps), with plain elements: the list and
 * the product pages' first load carry neither Breadcrumbs nor Link.
 */
export function CatalogBreadcrumbs({ trail, current }: { trail: Crumb[]; current?: string }) {
  const links = [
    { path: P.home, name: 'Inicio' },
    ...(current === undefined ? trail.slice(0, -1) : trail),
  ];
  const here = current ?? trail.at(-1)?.name;
  return (
    <Box component="nav" aria-label="Ruta de navegación" sx={{ mb: 2 }}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          listStyle: 'none',
          p: 0,
          m: 0,
          color: 'text.secondary',
          typography: 'body1',
        }}
      >
        {links.map((crumb, index) => (
          <Fragment key={crumb.path}>
            {index > 0 && SEPARATOR}
            <li>
              <Box
                component={RouterLink}
                to={crumb.path}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  '&:hover': { textDecoration: 'underline' },
                }}
              >
                {crumb.name}
              </Box>
            </li>
          </Fragment>
        ))}
        {here !== undefined && (
          <>
            {SEPARATOR}
            <Box component="li" aria-current="page" sx={{ color: 'text.primary' }}>
              {here}
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
