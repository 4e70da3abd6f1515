import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatMoney } from '#shared/format';
import {
  PAYMENT_CHOICE_LABELS,
  type PaymentChoice as Choice,
  type PaymentOptions,
} from '#shared/payments/mercado-pago';
import { transferDiscountAmount } from '#shared/payments/transfer-discount';

/** One way to pay: its name, and under it what happens next. */
function ChoiceOption({ value, detail }: { value: Choice; detail: string }) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      label={
        <>
          {PAYMENT_CHOICE_LABELS[value]}
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {detail}
          </Typography>
        </>
      }
    />
  );
}

/**
 * "¿Cómo vas a pagar?" at checkout: Mercado Pago when the shop has it, or transfer
 * or cash with the shop's discount, shown as the server will price it.
 */
export function PaymentChoice({
  options,
  value,
  onChange,
  productsTotal,
  disabled,
}: {
  options: PaymentOptions;
  value: Choice;
  onChange: (choice: Choice) => void;
  productsTotal: number;
  disabled?: boolean;
}) {
  const percentage = options.transferDiscountPercentage;
  const discount = transferDiscountAmount(productsTotal, percentage);
  // Bank details are promised only when the shop has a CBU or an alias to give.
  const then = options.bankDetails
    ? 'Te mostramos los datos para transferir al confirmar y te los enviamos por correo.'
    : 'Coordinamos el pago con vos al confirmar el pedido.';
  return (
    <FormControl component="fieldset" sx={{ mb: 3, display: 'block' }} disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600 }}>
        ¿Cómo vas a pagar?
      </FormLabel>
      <RadioGroup value={value} onChange={(_event, next) => onChange(next as Choice)}>
        {options.mercadoPago && (
          <ChoiceOption
            value="mercado_pago"
            detail={`Hasta ${options.maxInstallments} cuotas. Te llevamos a Mercado Pago al confirmar.`}
          />
        )}
        <ChoiceOption
          value="transfer"
          detail={
            discount > 0
              ? `${percentage.toLocaleString('es-AR')} % de descuento: ${formatMoney(discount)} menos en los productos. ${then}`
              : then
          }
        />
      </RadioGroup>
    </FormControl>
  );
}
