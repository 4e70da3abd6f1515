import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../../shared/format';
import {
  transferDiscountText,
  withTransferDiscount,
} from '../../../../shared/payments/transfer-discount';
import { useShopSettings } from '../../../hooks/use-shop-settings';

/**
 * Subtotal equals total: no shipping or tax lines (SPEC §2); below it, when the shop gives one,
 * the total paid by transfer or cash (issue 29), as the checkout will price it.
 */
export function CartSummary({
  total,
  disabled,
  hint,
  onEmpty,
}: {
  total: number;
  disabled: boolean;
  hint?: string | undefined;
  /** 'Vaciar Carrito': the page empties the cart and offers to undo it. */
  onEmpty: () => void;
}) {
  const transferPercentage = useShopSettings()?.payments.transferDiscountPercentage ?? 0;
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
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography>Subtotal</Typography>
        <Typography>{formatMoney(total)}</Typography>
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatMoney(total)}</Typography>
      </Stack>
      {transferPercentage > 0 && total > 0 && (
        <Typography
          variant="body2"
          color="success.main"
          aria-label="Total con transferencia o efectivo"
          sx={{ mt: 0.5, textAlign: 'right' }}
        >
          {formatMoney(withTransferDiscount(total, transferPercentage))}{' '}
          {transferDiscountText(transferPercentage)}
        </Typography>
      )}
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {hint}
        </Typography>
      )}
      <Stack spacing={1} sx={{ mt: hint ? 1.5 : 3 }}>
        <Button
          component={RouterLink}
          to="/checkout"
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
