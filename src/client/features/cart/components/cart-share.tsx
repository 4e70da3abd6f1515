import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { CART_SHARE_PARAM, encodeCart } from '#shared/cart-share';
import { DEFAULT_SALE_UNIT, lineQuantityText } from '#shared/order-lines';
import { whatsappLink } from '#shared/whatsapp';
import { consultaText } from '#shared/whatsapp-consulta';
import { useShopSettings } from '#client/hooks/use-shop-settings';
import type { CartItem } from '#shared/cart';
import type { CartLine } from '#client/hooks/use-cart-lines';

// Opened by a click: it asks the server for the short link, so its code comes then too.
const CartShareDialog = lazy(() =>
  import('./cart-share-dialog').then((module) => ({ default: module.CartShareDialog })),
);

/** The link that rebuilds this cart. */
function cartLink(lines: CartLine[]): string {
  const encoded = encodeCart(lines.map((l) => l.item));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/carrito?${CART_SHARE_PARAM}=${encoded}`;
}

/** "Enviar consulta por WhatsApp" and "Compartir carrito", under the cart's summary. */
export function CartShare({ lines }: { lines: CartLine[] }) {
  const shop = useShopSettings();
  // What is shared is fixed when the dialog opens: one short link per opening.
  const [sharing, setSharing] = useState<{ items: CartItem[]; longLink: string } | null>(null);
  const ready = lines.filter((l) => l.product);

  const consulta = shop
    ? whatsappLink(
        shop.whatsappNumber,
        consultaText(
          ready.map((l) => ({
            name: l.product?.name ?? '',
            quantity: lineQuantityText({
              ...l.item,
              saleUnit: l.product?.saleUnit ?? DEFAULT_SALE_UNIT,
              metersPerBox: l.metersPerBox,
            }),
          })),
          cartLink(lines),
        ),
      )
    : undefined;

  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Button
        variant="outlined"
        color="success"
        startIcon={<WhatsAppIcon />}
        href={consulta ?? ''}
        target="_blank"
        rel="noopener noreferrer"
        disabled={!consulta || ready.length === 0}
      >
        Enviar consulta por WhatsApp
      </Button>
      <Button
        variant="text"
        startIcon={<ShareIcon />}
        onClick={() => setSharing({ items: lines.map((l) => l.item), longLink: cartLink(lines) })}
      >
        Compartir carrito
      </Button>
      {sharing && (
        <Suspense fallback={null}>
          <CartShareDialog {...sharing} onClose={() => setSharing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
