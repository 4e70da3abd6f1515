import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CART_SHARE_PARAM, encodeCart } from '#shared/cart-share';
import { SHIPPING_QUOTE_MESSAGES as M, shippingQuoteText } from '#shared/shipping-quote';
import { whatsappLink } from '#shared/whatsapp';
import { shippingConsultaText } from '#shared/whatsapp-consulta';
import { useShippingQuote } from '#client/hooks/use-shipping-quote';
import { useShopSettings } from '#client/hooks/use-shop-settings';
import { useCart } from '#client/stores/cart-store';

/** The link that rebuilds the shopper's cart, for the shop to see what to quote. */
function useCartLink(): string | null {
  const { items } = useCart();
  if (items.length === 0 || typeof window === 'undefined') return null;
  return `${window.location.origin}/carrito?${CART_SHARE_PARAM}=${encodeCart(items)}`;
}

/**
 * The answer of "Calculá el envío", loaded once the shopper asks: the price and the zone's
 * delivery time, or "a convenir" with a WhatsApp link that carries the place and the cart.
 * `priced` off: the page shows the price elsewhere (the cart's Envío row), only the rest here.
 */
export function ShippingQuoteAnswer({ priced = true }: { priced?: boolean }) {
  const quote = useShippingQuote();
  const shop = useShopSettings();
  const cartLink = useCartLink();
  const { place, cost, days } = quote;
  if (!place) return null;
  const text = quote.failed
    ? M.failed
    : cost === undefined
      ? M.loading
      : priced
        ? shippingQuoteText(place, cost, days)
        : cost !== null && days
          ? `El envío ${days}.`
          : null;
  const consulta =
    cost === null && shop
      ? whatsappLink(shop.whatsappNumber, shippingConsultaText(place.label, cartLink))
      : null;
  return (
    <>
      {text && (
        <Typography aria-live="polite" sx={{ mt: 1, fontWeight: 500 }}>
          {text}
        </Typography>
      )}
      {consulta && (
        <Link
          href={consulta}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-block', mt: 0.5 }}
        >
          Cotizá el envío por WhatsApp
        </Link>
      )}
    </>
  );
}
