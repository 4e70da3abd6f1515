import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LineLot } from '../../../../shared/stock/contract';
import { useOrderLots } from '../api';

const STATE_TEXT: Record<LineLot['state'], string> = {
  reserved: 'reservado',
  consumed: 'entregado',
  released: 'liberado',
};

/** "Lote L2401 · tono T2 · calibre 9", or "A pedido" for a line taken without a lot. */
export function lotText(lot: LineLot['lot']): string {
  if (!lot) return 'A pedido (sin lote)';
  return [
    lot.code ? `Lote ${lot.code}` : 'Sin lote',
    lot.tono && `tono ${lot.tono}`,
    lot.calibre && `calibre ${lot.calibre}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Each line's lot in the order detail (issue 28 item 6); nothing for orders without stock. */
export function OrderLots({
  orderId,
  products,
}: {
  orderId: number;
  products: { productId: string | null; productName: string }[];
}) {
  const lots = useOrderLots(orderId);
  const items = lots.data?.items ?? [];
  if (items.length === 0) return null;
  const nameOf = (id: string) => products.find((p) => p.productId === id)?.productName ?? '';
  return (
    <Box component="section" aria-labelledby="order-lots-title" sx={{ mb: 3 }}>
      <Typography
        id="order-lots-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        Lotes
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item.productId}>
            {nameOf(item.productId)}: {lotText(item.lot)} ({STATE_TEXT[item.state]})
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
