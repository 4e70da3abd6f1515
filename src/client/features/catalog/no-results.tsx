import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Taxonomy } from '#shared/catalog';
import { categoryPath, taxonomySlugs } from '#shared/category-paths';
import { whatsappLink } from '#shared/whatsapp';
import { useShopSettings } from '#client/hooks/use-shop-settings';

interface NoResultsProps {
  search: string;
  taxonomy: Taxonomy;
  /** Whether a filter other than the search is applied: only then is there one to clear. */
  filtered: boolean;
  onClear: () => void;
}

/**
 * A list that found nothing never ends there: the shop's categories to browse, and a WhatsApp
 * chat that already says what the shopper looked for. "Limpiar filtros" only when a filter is
 * set (a search alone has nothing to clear).
 */
export function NoResults({ search, taxonomy, filtered, onClear }: NoResultsProps) {
  const shop = useShopSettings();
  const slugs = taxonomySlugs(taxonomy);
  const question = search
    ? `¡Hola! Busco «${search}» y no lo encontré en la tienda. ¿Lo tienen?`
    : (shop?.whatsappText ?? '');
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Typography sx={{ mb: 2 }}>
        {search && !filtered
          ? `No encontramos productos para «${search}».`
          : 'No se encontraron productos que coincidan con los filtros seleccionados'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', mb: 3 }}>
        {shop && (
          <Button
            variant="contained"
            color="success"
            href={whatsappLink(shop.whatsappNumber, question)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Consultanos por WhatsApp
          </Button>
        )}
        {filtered && (
          <Button variant="outlined" onClick={onClear}>
            Limpiar filtros
          </Button>
        )}
      </Box>
      {taxonomy.categories.length > 0 && (
        <Box component="nav" aria-label="Categorías">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Categorías
          </Typography>
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'center',
              listStyle: 'none',
              p: 0,
              m: 0,
            }}
          >
            {taxonomy.categories.map((category) => {
              const area = taxonomy.areas.find((a) => a.id === category.areaId) ?? null;
              return (
                <li key={category.id}>
                  <Button
                    component={RouterLink}
                    to={categoryPath(slugs, { area, category, subcategory: null })}
                    variant="outlined"
                    size="small"
                  >
                    {category.name}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
