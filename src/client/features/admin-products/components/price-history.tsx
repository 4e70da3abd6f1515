import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PRICE_CHANGE_SOURCE_LABELS } from '#shared/availability';
import { formatDateTime, formatMoney } from '#shared/format';
import { priceHistoryQuery } from '../api';

/** The product's last price changes, newest first, with who made them and how. */
export function PriceHistory({ productId }: { productId: string }) {
  const history = useQuery(priceHistoryQuery(productId));
  return (
    <section aria-labelledby="historial-precios">
      <Typography id="historial-precios" variant="subtitle2" component="h3">
        Historial de precios
      </Typography>
      {history.isError && (
        <Typography variant="body2" color="error">
          Error al cargar el historial de precios.
        </Typography>
      )}
      {history.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Sin cambios de precio registrados.
        </Typography>
      )}
      <List dense disablePadding aria-label="Historial de precios">
        {history.data?.map((entry, index) => (
          <ListItem key={`${entry.createdAt}-${index}`} disableGutters>
            <ListItemText
              primary={`${formatMoney(entry.oldPrice)} → ${formatMoney(entry.newPrice)}`}
              secondary={`${formatDateTime(entry.createdAt)} · ${entry.userName} · ${PRICE_CHANGE_SOURCE_LABELS[entry.source]}`}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
