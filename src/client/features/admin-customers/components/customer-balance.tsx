import Typography from '@mui/material/Typography';
import type { CustomerSummary } from '#shared/customers/customers';
import { formatMoney } from '#shared/format';
import { BALANCE_LABELS } from '#shared/order-payments';

/**
 * What a customer's orders hold of their money besides what they owe, in the words the order
 * detail and the exports use: a saldo a favor, or paid on cancelled orders (a devolver).
 */
export function CustomerCredits({
  customer,
}: {
  customer: Pick<CustomerSummary, 'customerCredit' | 'refundDue'>;
}) {
  const lines = [
    [BALANCE_LABELS.customerCredit, customer.customerCredit],
    [BALANCE_LABELS.refundDue, customer.refundDue],
  ] as const;
  return lines
    .filter(([, amount]) => amount > 0)
    .map(([label, amount]) => (
      <Typography key={label} variant="caption" color="warning.dark" component="p">
        {label}: {formatMoney(amount)}
      </Typography>
    ));
}
