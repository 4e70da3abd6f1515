import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CheckoutFormSchema } from '../../../../shared/checkout';
import { ApiError } from '../../../api-client';
import { useCreatePhoneOrder } from '../api';
import { type EditedLine, LineItemsField, orderItemsOf } from './order-lines-editor';

const FIELDS = [
  ['name', 'Nombre completo'],
  ['email', 'Email'],
  ['phone', 'Teléfono'],
  ['address', 'Dirección de entrega'],
  ['comments', 'Comentarios'],
] as const;
type CustomerField = (typeof FIELDS)[number][0];

/** An order taken by phone: the customer's data and the lines; the server prices it. */
export function PhoneOrderDialog({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(id: number): void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const create = useCreatePhoneOrder();
  // One key per dialog: a double click or a retry makes one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [customer, setCustomer] = useState<Record<CustomerField, string>>({
    name: '',
    email: '',
    phone: '',
    address: '',
    comments: '',
  });
  const [lines, setLines] = useState<EditedLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CustomerField, string>>>({});

  const submit = () => {
    const checked = CheckoutFormSchema.safeParse(customer);
    if (!checked.success) {
      const errors: Partial<Record<CustomerField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = FIELDS.find(([name]) => name === issue.path[0])?.[0];
        if (field && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    const result = orderItemsOf(lines);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    create.mutate(
      { idempotencyKey, customer: checked.data, items: result.items },
      {
        onSuccess: (order) => onCreated(order.id),
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : 'Error al crear el pedido'),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle>Nuevo pedido telefónico</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id="phone-order-form"
          aria-label="Nuevo pedido telefónico"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          {FIELDS.map(([name, label]) => (
            <TextField
              key={name}
              label={label}
              size="small"
              required={name !== 'comments'}
              multiline={name === 'comments'}
              value={customer[name]}
              error={Boolean(fieldErrors[name])}
              helperText={fieldErrors[name]}
              onChange={(event) => setCustomer({ ...customer, [name]: event.target.value })}
            />
          ))}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Productos
          </Typography>
          <LineItemsField lines={lines} onChange={setLines} />
          {problem && <Alert severity="error">{problem}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancelar
        </Button>
        <Button
          type="submit"
          form="phone-order-form"
          variant="contained"
          disabled={create.isPending}
        >
          Crear pedido
        </Button>
      </DialogActions>
    </Dialog>
  );
}
