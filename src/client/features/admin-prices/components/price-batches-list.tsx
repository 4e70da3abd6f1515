import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '#shared/format';
import { type PriceBatch, describePriceRule } from '#shared/price-batches';
import { ApiError } from '#client/api-client';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { priceBatchesQuery, useUndoPriceBatch } from '../api';

const productsText = (n: number) => (n === 1 ? '1 producto' : `${n} productos`);

/**
 * The recent batches: who, when, the rule, which products and how many; each undone as a whole,
 * once the owner confirms (an undo moves every price of the batch at once).
 */
export function PriceBatchesList({ onUndone }: { onUndone: (count: number) => void }) {
  const batches = useQuery(priceBatchesQuery);
  const undo = useUndoPriceBatch();
  const [asked, setAsked] = useState<PriceBatch | null>(null);
  if (batches.isError)
    return <Alert severity="error">Error al cargar los cambios de precios.</Alert>;
  const items = batches.data ?? [];
  return (
    <Box>
      {asked && (
        <ConfirmDialog
          open
          title="¿Deshacer este cambio de precios?"
          message={
            asked.products === 1
              ? 'El precio de 1 producto vuelve al que tenía antes del cambio.'
              : `Los precios de ${asked.products} productos vuelven a los que tenían antes del cambio.`
          }
          busy={undo.isPending}
          confirmLabel="Deshacer"
          onClose={() => setAsked(null)}
          onConfirm={() =>
            undo.mutate(asked.id, {
              onSuccess: () => onUndone(asked.products),
              onSettled: () => setAsked(null),
            })
          }
        >
          <Typography variant="body2">
            {describePriceRule(asked.rule)} · {asked.selectionText} ·{' '}
            {formatDateTime(asked.createdAt)}
          </Typography>
        </ConfirmDialog>
      )}
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
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {batch.selectionText}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(batch.createdAt)} · {batch.userName} ·{' '}
                {productsText(batch.products)}
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
                onClick={() => {
                  undo.reset();
                  setAsked(batch);
                }}
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
