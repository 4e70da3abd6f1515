import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkoutTotals } from '#shared/checkout-totals';
import { formatMoney } from '#shared/format';
import { transferDiscountText } from '#shared/payments/transfer-discount';
import { pickupOnlyReason } from '#shared/pickup-only';
import { SHIPPING_QUOTE_MESSAGES } from '#shared/shipping-quote';
import { ShippingQuoteForm } from '#client/components/shipping/shipping-quote-form';
import { type ShippingQuote, useShippingQuote } from '#client/hooks/use-shipping-quote';
import { useShopSettings } from '#client/hooks/use-shop-settings';
import { PAGE_PATHS as P } from '#shared/page-paths';

/** A label and its amount; the amount under the label where both do not fit (200 % zoom). */
const WRAPPING_ROW = { justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 } as const;

/**
 * The subtotal, the delivery ("Calculá el envío" below it, or pickup only when a
 * line cannot ship) and the total with it, and, when the shop gives one, the total paid by
 * transfer or cash: all as the checkout will price them (checkoutTotals).
 */
export function CartSummary({
  total: subtotal,
  products,
  disabled,
  hint,
  onEmpty,
}: {
  total: number;
  /** The cart's products: one without shipping makes the order a pickup. */
  products: readonly { name: string; hasShipping: boolean }[];
  disabled: boolean;
  hint?: string | undefined;
  /** 'Vaciar Carrito': the page empties the cart and offers to undo it. */
  onEmpty: () => void;
}) {
  const transferPercentage = useShopSettings()?.payments.transferDiscountPercentage ?? 0;
  const quote = useShippingQuote();
  const pickupOnly = pickupOnlyReason(products);
  const deliveryCost = pickupOnly ? 0 : (quote.cost ?? null);
  const total = checkoutTotals(subtotal, { transferPercentage: null, deliveryCost }).total;
  const byTransfer = checkoutTotals(subtotal, { transferPercentage, deliveryCost }).total;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="cart-summary-title"
      // The total and its buttons: the floating WhatsApp button never sits over them.
      data-keep-clear
      sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <Typography id="cart-summary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Resumen del pedido
      </Typography>
      <Stack direction="row" sx={WRAPPING_ROW}>
        <Typography>Subtotal</Typography>
        <Typography>{formatMoney(subtotal)}</Typography>
      </Stack>
      <DeliveryRow quote={quote} pickupOnly={pickupOnly !== null} />
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" sx={WRAPPING_ROW}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatMoney(total)}</Typography>
      </Stack>
      {transferPercentage > 0 && subtotal > 0 && (
        <Typography
          variant="body2"
          color="success.main"
          aria-label="Total con transferencia o efectivo"
          sx={{ mt: 0.5, textAlign: 'right' }}
        >
          {formatMoney(byTransfer)} {transferDiscountText(transferPercentage)}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>
        {pickupOnly ? (
          <Typography variant="body2" color="text.secondary">
            {`Solo retiro en el local: ${pickupOnly}`}
          </Typography>
        ) : (
          <ShippingQuoteForm showQuote={false} />
        )}
      </Box>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {hint}
        </Typography>
      )}
      <Stack spacing={1} sx={{ mt: hint ? 1.5 : 3 }}>
        <Button
          component={RouterLink}
          to={P.checkout}
          variant="contained"
          size="large"
          disabled={disabled}
        >
          Finalizar Compra
        </Button>
        <Button variant="outlined" color="error" onClick={onEmpty}>
          Vaciar Carrito
        </Button>
      </Stack>
    </Card>
  );
}

/** "Envío a CP 1663 · $ 12.500", "Calculalo abajo", or a pickup's "Sin cargo". */
function DeliveryRow({ quote, pickupOnly }: { quote: ShippingQuote; pickupOnly: boolean }) {
  const { place, cost, failed } = quote;
  const [label, value] = pickupOnly
    ? ['Retiro en el local', 'Sin cargo']
    : !place
      ? ['Envío', 'Calculalo abajo']
      : [
          `Envío a ${place.label}`,
          failed
            ? 'No se pudo calcular'
            : cost === undefined
              ? SHIPPING_QUOTE_MESSAGES.loading
              : cost === null
                ? 'A convenir'
                : formatMoney(cost),
        ];
  return (
    <Stack direction="row" aria-live="polite" sx={{ ...WRAPPING_ROW, columnGap: 2, mt: 0.5 }}>
      <Typography>{label}</Typography>
      <Typography sx={{ textAlign: 'right' }}>{value}</Typography>
    </Stack>
  );
}
