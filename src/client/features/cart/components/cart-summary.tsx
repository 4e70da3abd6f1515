import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../../shared/format';

/** Subtotal equals total: no shipping or tax lines (SPEC §2). */
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
