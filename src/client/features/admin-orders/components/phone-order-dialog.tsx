import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DELIVERY_METHODS,
  DELIVERY_METHOD_LABELS,
  type DeliveryMethod,
  deliveryCostFor,
  deliveryCostText,
} from '../../../../shared/delivery';
import { formatNumber } from '../../../../shared/format';
import { PhoneCustomerSchema } from '../../../../shared/phone-order';
import { phoneKey } from '../../../../shared/order-search';
import { ApiError } from '../../../api-client';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { deliveryZonesQuery, professionalCustomerQuery, useCreatePhoneOrder } from '../api';
import { type EditedLine, orderItemsOf } from './edited-lines';
import { LineItemsField } from './order-lines-editor';

const CONTACT_FIELDS = [
  ['name', 'Nombre completo'],
  ['phone', 'Teléfono'],
  ['email', 'Email (opcional)'],
] as const;
const SHIPPING_FIELDS = [
  ['address', 'Dirección de entrega'],
  ['partido', 'Partido o localidad'],
  ['postalCode', 'Código postal'],
] as const;
type CustomerField =
  (typeof CONTACT_FIELDS)[number][0] | (typeof SHIPPING_FIELDS)[number][0] | 'comments';

/**
 * The profesional customer (issue 32) the typed e-mail or phone belongs to, looked up once the
 * typing pauses; the server looks them up again when the order is placed and takes the % from
 * their record, so this only shows staff what will happen.
 */
function useProfessionalCustomer(email: string, phone: string) {
  const typedEmail = useDebouncedValue(email.trim().includes('@') ? email.trim() : '', 300);
  const typedPhone = useDebouncedValue(phone.trim(), 300);
  const found = useQuery({
    ...professionalCustomerQuery(typedEmail, typedPhone),
    enabled: typedEmail !== '' || phoneKey(typedPhone).length >= 6,
  });
  return found.data?.customer ?? null;
}

/**
 * An order taken by phone (issue 25 item 6): the customer's data (the e-mail may stay empty:
 * then nothing is e-mailed), Retiro or Envío with the zone's cost, and the lines with their
 * prices (special ones too) and the total shown while the call goes on; the server prices it.
 */
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
    partido: '',
    postalCode: '',
    comments: '',
  });
  const [method, setMethod] = useState<DeliveryMethod>('pickup');
  const [lines, setLines] = useState<EditedLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CustomerField, string>>>({});
  const professional = useProfessionalCustomer(customer.email, customer.phone);
  const [applyProfessional, setApplyProfessional] = useState(true);
  const professionalApplied = professional !== null && applyProfessional;
  const zones = useQuery(deliveryZonesQuery).data?.zones ?? [];
  const deliveryCost = deliveryCostFor(zones, {
    method,
    partido: customer.partido,
    postalCode: customer.postalCode,
  });

  const submit = () => {
    const checked = PhoneCustomerSchema.safeParse({ ...customer, deliveryMethod: method });
    if (!checked.success) {
      const errors: Partial<Record<CustomerField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as CustomerField;
        if (field in customer && !errors[field]) errors[field] = issue.message;
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
      {
        idempotencyKey,
        customer: checked.data,
        items: result.items,
        applyProfessionalDiscount: professionalApplied,
      },
      {
        onSuccess: (order) => onCreated(order.id),
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : 'Error al crear el pedido'),
      },
    );
  };

  const field = ([name, label]: readonly [CustomerField, string]) => (
    <TextField
      key={name}
      label={label}
      size="small"
      required={name !== 'email' && name !== 'partido' && name !== 'postalCode'}
      value={customer[name]}
      error={Boolean(fieldErrors[name])}
      helperText={
        fieldErrors[name] ??
        (name === 'email' && !customer.email.trim() ? 'Sin email no se le envía nada.' : undefined)
      }
      onChange={(event) => setCustomer({ ...customer, [name]: event.target.value })}
    />
  );

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
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
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
            }}
          >
            {CONTACT_FIELDS.map(field)}
          </Box>
          {professional && (
            <Alert severity="info" icon={false}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Cliente profesional: {formatNumber(professional.discountPercentage)} % de descuento
              </Typography>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={applyProfessional}
                    onChange={(event) => setApplyProfessional(event.target.checked)}
                  />
                }
                label="Aplicar descuento profesional"
              />
            </Alert>
          )}
          <FormControl component="fieldset">
            <FormLabel component="legend">Entrega</FormLabel>
            <RadioGroup
              row
              value={method}
              onChange={(event) => {
                const next = DELIVERY_METHODS.find((m) => m === event.target.value);
                if (next) setMethod(next);
              }}
            >
              {DELIVERY_METHODS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio size="small" />}
                  label={DELIVERY_METHOD_LABELS[value]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {method === 'shipping' && (
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
              }}
            >
              {SHIPPING_FIELDS.map(field)}
            </Box>
          )}
          <TextField
            label="Comentarios"
            size="small"
            multiline
            value={customer.comments}
            error={Boolean(fieldErrors.comments)}
            helperText={fieldErrors.comments}
            onChange={(event) => setCustomer({ ...customer, comments: event.target.value })}
          />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Productos
          </Typography>
          <LineItemsField
            lines={lines}
            onChange={setLines}
            delivery={{
              label: DELIVERY_METHOD_LABELS[method],
              cost: deliveryCost,
              text: deliveryCostText(method, deliveryCost),
            }}
            discountPercentages={{
              professional: professionalApplied ? professional.discountPercentage : null,
              transfer: null,
            }}
          />
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
