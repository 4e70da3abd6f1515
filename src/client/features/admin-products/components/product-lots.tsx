import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatNumber } from '#shared/format';
import { lotName } from '#shared/stock/lot-name';
import { productStockQuery } from '#client/api/product-stock';
import { ADMIN_PAGE_PATHS as P } from '#shared/admin-page-paths';

/** The product's lots, read-only (código · tono · calibre · disponible); Stock changes them. */
export function ProductLots({ productId }: { productId: string }) {
  const stock = useQuery(productStockQuery(productId));
  const data = stock.data;
  if (!data?.trackStock) return null;
  return (
    <Box component="section" aria-labelledby="lotes-producto" sx={{ mt: 3 }}>
      <Typography id="lotes-producto" variant="subtitle2" component="h3">
        Lotes
      </Typography>
      {data.lots.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Sin lotes cargados.
        </Typography>
      )}
      <List dense disablePadding aria-label="Lotes del producto">
        {data.lots.map((lot) => (
          <ListItem key={lot.id} disableGutters>
            <ListItemText
              primary={`${lotName(lot)} · ${formatNumber(lot.available)} disponibles`}
            />
          </ListItem>
        ))}
      </List>
      <Link
        component={RouterLink}
        to={`${P.adminStock}?${new URLSearchParams({ search: data.code || data.name })}`}
        variant="body2"
      >
        Ver en Stock
      </Link>
    </Box>
  );
}
