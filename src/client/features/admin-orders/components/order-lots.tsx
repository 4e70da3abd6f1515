import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DetailSection } from '#client/components/ui/detail-section';
import type { LineLot } from '#shared/stock/contract';
import { useOrderLots } from '../api';
import { lineQuantity, lotText } from '../line-lots';
import { MoveLotDialog } from './move-lot-dialog';

const STATE_TEXT: Record<LineLot['state'], string> = {
  reserved: 'reservado',
  consumed: 'entregado',
  released: 'liberado',
};

/**
 * Each line's lot in the order detail, and "Cambiar lote" for a reserved one;
 * nothing for orders without stock.
 */
export function OrderLots({
  orderId,
  products,
}: {
  orderId: number;
  products: { productId: string | null; productName: string; quantity: number }[];
}) {
  const lots = useOrderLots(orderId);
  const [moving, setMoving] = useState<LineLot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const items = lots.data?.items ?? [];
  if (items.length === 0) return null;
  const nameOf = (id: string) => products.find((p) => p.productId === id)?.productName ?? '';
  return (
    <DetailSection id="order-lots-title" title="Lotes">
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item.productId}>
            {nameOf(item.productId)}: {lotText(item.lot)} ({STATE_TEXT[item.state]})
            {item.state === 'reserved' && (
              <Button
                size="small"
                onClick={() => setMoving(item)}
                aria-label={`Cambiar lote de ${nameOf(item.productId)}`}
                sx={{ ml: 1, py: 0 }}
              >
                Cambiar lote
              </Button>
            )}
          </Typography>
        ))}
      </Box>
      {moving && (
        <MoveLotDialog
          orderId={orderId}
          line={moving}
          productName={nameOf(moving.productId)}
          quantity={lineQuantity(products, moving.productId)}
          onClose={() => setMoving(null)}
          onDone={(text) => {
            setMoving(null);
            setNotice(text);
          }}
        />
      )}
    </DetailSection>
  );
}
