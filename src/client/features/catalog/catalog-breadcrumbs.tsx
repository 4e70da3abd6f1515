import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Crumb } from '#shared/category-paths';
import { PAGE_PATHS as P } from '#shared/page-paths';

/**
 * Inicio › Área › Categoría › Subcategoría (› Producto): every step a link but the page itself.
 * The page's BreadcrumbList JSON-LD (catalog-json-ld.ts) is made from the same trail.
 */
export function CatalogBreadcrumbs({ trail, current }: { trail: Crumb[]; current?: string }) {
  const links = current === undefined ? trail.slice(0, -1) : trail;
  const here = current ?? trail.at(-1)?.name;
  return (
    <Breadcrumbs aria-label="Ruta de navegación" sx={{ mb: 2 }}>
      <Link component={RouterLink} to={P.home} color="inherit" underline="hover">
        Inicio
      </Link>
      {links.map((crumb) => (
        <Link
          key={crumb.path}
          component={RouterLink}
          to={crumb.path}
          color="inherit"
          underline="hover"
        >
          {crumb.name}
        </Link>
      ))}
      {here !== undefined && (
        <Typography color="text.primary" aria-current="page">
          {here}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
