import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '#shared/format';
import { describePriceRule } from '#shared/price-batches';
import { ApiError } from '#client/api-client';
import { priceBatchesQuery, useUndoPriceBatch } from '../api';

/** The recent batches: who, when, the rule and how many; each undone as a whole. */
export function PriceBatchesList({ onUndone }: { onUndone: (count: number) => void }) {
  const batches = useQuery(priceBatchesQuery);
  const undo = useUndoPriceBatch();
  if (batches.isError)
    return <Alert severity="error">Error al cargar los cambios de precios.</Alert>;
  const items = batches.data ?? [];
  return (
    <Box>
      {undo.isError && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => undo.reset()}>
          {undo.error instanceof ApiError
            ? undo.error.message
            : 'Error al deshacer. Por favor, intentá nuevamente.'}
        </Alert>
      )}
      {items.length === 0 && !batches.isPending && (
        <Typography color="text.secondary">Todavía no hubo cambios masivos de precios.</Typography>
      )}
      <List disablePadding aria-label="Cambios masivos recientes">
        {items.map((batch) => (
          <ListItem
            key={batch.id}
            divider
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 0, alignItems: 'center' }}
          >
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{describePriceRule(batch.rule)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(batch.createdAt)} · {batch.userName} ·{' '}
                {batch.products === 1 ? '1 producto' : `${batch.products} productos`}
              </Typography>
              {batch.undoneAt && (
                <Typography variant="body2" color="text.secondary">
                  Deshecho el {formatDateTime(batch.undoneAt)} por {batch.undoneBy}
                </Typography>
              )}
            </Box>
            {!batch.undoneAt && (
              <Button
                variant="outlined"
                size="small"
                disabled={undo.isPending}
                aria-label={`Deshacer: ${describePriceRule(batch.rule)}, ${formatDateTime(batch.createdAt)}`}
                onClick={() => undo.mutate(batch.id, { onSuccess: () => onUndone(batch.products) })}
              >
                Deshacer
              </Button>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
