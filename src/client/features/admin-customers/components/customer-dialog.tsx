import { Controller, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CUSTOMER_MESSAGES,
  type CustomerDetail,
  MAX_PROFESSIONAL_DISCOUNT,
  type UpdateCustomerInput,
  UpdateCustomerSchema,
  customerWhatsappNumber,
  customerWhatsappText,
} from '#shared/customers/customers';
import { BALANCE_LABELS } from '#shared/order-payments';
import { CustomerCredits } from './customer-balance';
import { formatDateTime, formatMoney, formatNumber } from '#shared/format';
import { orderStatusLabel } from '#shared/orders';
import { whatsappLink } from '#shared/whatsapp';
import { ApiError } from '#client/api-client';
import { DataTable } from '#client/components/ui/data-table';
import { numberOrNaN, schemaResolver } from '#client/components/ui/form-resolver';
import { NumberField } from '#client/components/ui/number-field';
import { controlledInput } from '#client/components/ui/controlled-input';
import { useShopSettings } from '#client/hooks/use-shop-settings';
import { customerQuery, useSaveCustomer } from '../api';
import { ADMIN_PAGE_PATHS as P } from '#shared/admin-page-paths';

const DISCOUNT_ENTRY = { decimals: 2, min: 0, max: MAX_PROFESSIONAL_DISCOUNT } as const;

/** What staff keep about the customer, the discount as typed ('12,5'). */
type CustomerValues = Omit<UpdateCustomerInput, 'discountPercentage'> & {
  discountPercentage: string;
};

/** The shared UpdateCustomerSchema; a discount typed only counts for a profesional. */
const customerResolver = schemaResolver(UpdateCustomerSchema, (values: CustomerValues) => ({
  ...values,
  discountPercentage:
    values.professional && values.discountPercentage.trim()
      ? numberOrNaN(values.discountPercentage, DISCOUNT_ENTRY)
      : null,
}));

function CustomerForm({ customer, onSaved }: { customer: CustomerDetail; onSaved(): void }) {
  const save = useSaveCustomer(customer.key);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CustomerValues, unknown, UpdateCustomerInput>({
    defaultValues: {
      notes: customer.notes,
      professional: customer.professional,
      discountPercentage:
        customer.discountPercentage === null ? '' : formatNumber(customer.discountPercentage),
    },
    resolver: customerResolver,
  });
  const professional = useWatch({ control, name: 'professional' });
  // Every message shows in the dialog's one alert, as the API's would.
  const problem =
    errors.discountPercentage?.message ?? errors.notes?.message ?? errors.root?.server?.message;
  const shop = useShopSettings();
  const whatsapp = customerWhatsappNumber(customer.phone);

  const submit = handleSubmit((input) => {
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) =>
        setError('root.server', {
          type: 'server',
          message:
            error instanceof ApiError
              ? (Object.values(error.fields)[0] ?? error.message)
              : CUSTOMER_MESSAGES.saveError,
        }),
    });
  });

  return (
    <>
      <DialogContent dividers>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {customer.email && <Link href={`mailto:${customer.email}`}>{customer.email}</Link>}
          {customer.email && ' · '}
          {customer.phone}
          {whatsapp && shop && (
            <>
              {' · '}
              <Link
                href={whatsappLink(whatsapp, customerWhatsappText(customer.name, shop.name))}
                target="_blank"
                rel="noopener noreferrer"
              >
                Escribir por WhatsApp
              </Link>
            </>
          )}
        </Typography>
        {customer.addresses.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {customer.addresses.join(' · ')}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: 1,
            my: 2,
          }}
        >
          <Figure label="Total comprado" value={formatMoney(customer.totalBought)} />
          <Box>
            <Figure label="Saldo" value={formatMoney(customer.balance)} />
            <CustomerCredits customer={customer} />
          </Box>
          <Figure label="Pedidos" value={formatNumber(customer.orders)} />
        </Box>
        <DataTable
          label="Pedidos del cliente"
          head={
            <>
              <TableCell>Pedido</TableCell>
              <TableCell>Fecha</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell align="right">Saldo</TableCell>
            </>
          }
        >
          {customer.orderList.map((order) => (
            <TableRow key={order.id}>
              <TableCell>
                <Link component={RouterLink} to={`${P.adminOrders}?q=%23${order.id}`}>
                  #{order.id}
                </Link>
              </TableCell>
              <TableCell>{formatDateTime(order.createdAt)}</TableCell>
              <TableCell>{orderStatusLabel(order.status)}</TableCell>
              <TableCell align="right">{formatMoney(order.totalAmount)}</TableCell>
              <TableCell align="right">
                {order.balance.label === BALANCE_LABELS.owed
                  ? formatMoney(order.balance.amount)
                  : `${order.balance.label}: ${formatMoney(order.balance.amount)}`}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
        <TextField
          label="Notas internas"
          helperText="Solo las ve el personal de la tienda."
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          {...register('notes')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Controller
            control={control}
            name="professional"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                }
                label="Profesional (colocador, constructor)"
              />
            )}
          />
          <Controller
            control={control}
            name="discountPercentage"
            render={({ field }) => (
              <NumberField
                label="Descuento %"
                size="small"
                disabled={!professional}
                {...controlledInput(field)}
                value={professional ? field.value : ''}
                entry={DISCOUNT_ENTRY}
                sx={{ width: 140 }}
              />
            )}
          />
        </Box>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Guardar
        </Button>
      </DialogActions>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
    </Box>
  );
}

/** A customer: contact, WhatsApp, figures, orders, and what staff keep about them. */
export function CustomerDialog({
  customerKey,
  onClose,
  onSaved,
}: {
  customerKey: string;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const customer = useQuery(customerQuery(customerKey));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="customer-title">
      <DialogTitle id="customer-title">
        {customer.data ? `Cliente: ${customer.data.name}` : 'Cliente'}
      </DialogTitle>
      {customer.data ? (
        <CustomerForm customer={customer.data} onSaved={() => onSaved(CUSTOMER_MESSAGES.saved)} />
      ) : (
        <DialogContent>
          {customer.isError ? (
            <Alert severity="error">{CUSTOMER_MESSAGES.notFound}</Alert>
          ) : (
            <CircularProgress aria-label="Cargando cliente" />
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
