import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { NOTIFIED_STATUSES } from '#shared/customer-order';
import type { OrderStatus } from '#shared/orders';

interface NotifyCustomerCheckboxProps {
  from: OrderStatus;
  to: OrderStatus;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** Shown only when the change is one the customer is e-mailed about (NOTIFIED_STATUSES). */
export function NotifyCustomerCheckbox({
  from,
  to,
  checked,
  onChange,
}: NotifyCustomerCheckboxProps) {
  if (from === to || !NOTIFIED_STATUSES.includes(to)) return null;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />
        }
        label="Avisar al cliente por correo"
      />
      <FormHelperText sx={{ mt: 0 }}>
        Le enviamos un correo con el nuevo estado y el enlace a su pedido.
      </FormHelperText>
    </>
  );
}
