import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkoutTotals } from '#shared/checkout-totals';
import {
  type DeliveryMethod,
  deliveryCostFor,
  deliveryCostText,
  deliveryLineLabel,
} from '#shared/delivery';
import { formatMoney } from '#shared/format';
import { SHIPPING_QUOTE_MESSAGES } from '#shared/shipping-quote';
import { deliveryZonesQuery } from '#client/api/delivery-zones';

/**
 * The order's amounts before "Confirmar Pedido": Productos, the discounts the
 * order takes, the delivery and the Total, by the functions the server prices the order with
 * (deliveryCostFor, checkoutTotals), so the order confirmed says the same. `transferPercentage`
 * undefined: the shop's payment options are still loading.
 */
export function OrderTotals({
  productsTotal,
  delivery,
  transferPercentage,
}: {
  productsTotal: number;
  delivery: { method: DeliveryMethod; partido: string; postalCode: string };
  transferPercentage: number | null | undefined;
}) {
  const shipping = delivery.method === 'shipping';
  const zones = useQuery({ ...deliveryZonesQuery, enabled: shipping });
  const partido = delivery.partido.trim() || null;
  const postalCode = delivery.postalCode.trim().toUpperCase() || null;
  const priced = !shipping || zones.data !== undefined || zones.isError;
  const cost = deliveryCostFor(zones.data?.zones ?? [], { ...delivery, partido, postalCode });
  const ready = priced && transferPercentage !== undefined;
  const { discountRows, total } = checkoutTotals(productsTotal, {
    transferPercentage: transferPercentage ?? null,
    deliveryCost: cost,
  });
  return (
    <Box
      component="section"
      aria-labelledby="order-totals-title"
      sx={{ mt: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="order-totals-title" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Total del pedido
      </Typography>
      <Row label="Productos" value={formatMoney(productsTotal)} />
      {ready &&
        discountRows.map((row) => (
          <Row key={row.label} label={row.label} value={row.text} color="success.main" />
        ))}
      <Row
        label={deliveryLineLabel({ method: delivery.method, partido, postalCode })}
        value={priced ? deliveryCostText(delivery.method, cost) : SHIPPING_QUOTE_MESSAGES.loading}
      />
      <Divider sx={{ my: 1 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h6" component="p">
          Total
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {ready ? formatMoney(total) : '…'}
        </Typography>
      </Stack>
      {ready && shipping && cost === null && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
          Más el envío, a convenir: te llamamos para cotizarlo.
        </Typography>
      )}
    </Box>
  );
}

function Row({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography color={color}>{label}</Typography>
      <Typography color={color} sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}
