import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DELIVERY_METHODS,
  DELIVERY_METHOD_LABELS,
  deliveryCostFor,
  deliveryCostText,
} from '#shared/delivery';
import { formatNumber } from '#shared/format';
import { placedOrderAdjustments } from '#shared/order-adjustments';
import { type PhoneCustomer, PhoneCustomerSchema } from '#shared/phone-order';
import { phoneKey } from '#shared/order-search';
import { ApiError } from '#client/api-client';
import { schemaResolver } from '#client/components/ui/form-resolver';
import { FormTextField } from '#client/components/ui/form-text-field';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';
import { usePhoneWarning } from '#client/hooks/use-phone-warning';
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

/** What the customer part of the dialog holds: the fields the shared schema checks. */
type CustomerValues = Record<CustomerField, string> & {
  deliveryMethod: (typeof DELIVERY_METHODS)[number];
};

const customerResolver = schemaResolver(PhoneCustomerSchema, (values: CustomerValues) => values);

/**
 * The profesional customer the typed e-mail or phone belongs to, looked up once the
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
 * An order taken by phone: the customer's data (the e-mail may stay empty:
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
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerValues, unknown, PhoneCustomer>({
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      address: '',
      partido: '',
      postalCode: '',
      comments: '',
      deliveryMethod: 'pickup',
    },
    resolver: customerResolver,
  });
  const [email, phone, partido, postalCode, method] = useWatch({
    control,
    name: ['email', 'phone', 'partido', 'postalCode', 'deliveryMethod'],
  });
  const [lines, setLines] = useState<EditedLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const professional = useProfessionalCustomer(email, phone);
  // Pointed out, never refused: staff take the number the customer gives.
  const phoneWarning = usePhoneWarning(phone);
  const [applyProfessional, setApplyProfessional] = useState(true);
  const professionalApplied = professional !== null && applyProfessional;
  const zones = useQuery(deliveryZonesQuery).data?.zones ?? [];
  const deliveryCost = deliveryCostFor(zones, { method, partido, postalCode });

  // The customer first (its messages under its fields), then the lines.
  const submit = handleSubmit((customer) => {
    const result = orderItemsOf(lines);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    create.mutate(
      {
        idempotencyKey,
        customer,
        items: result.items,
        applyProfessionalDiscount: professionalApplied,
      },
      {
        onSuccess: (order) => onCreated(order.id),
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : 'Error al crear el pedido'),
      },
    );
  });

  const field = ([name, label]: readonly [CustomerField, string]) => (
    <FormTextField
      key={name}
      label={label}
      size="small"
      margin="none"
      required={name !== 'email' && name !== 'partido' && name !== 'postalCode'}
      registration={register(name)}
      error={errors[name]}
      hint={
        name === 'email' && !email.trim()
          ? 'Sin email no se le envía nada.'
          : name === 'phone'
            ? (phoneWarning ?? undefined)
            : undefined
      }
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
          onSubmit={submit}
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
            <Controller
              control={control}
              name="deliveryMethod"
              render={({ field: radio }) => (
                <RadioGroup
                  row
                  name={radio.name}
                  value={radio.value}
                  onChange={radio.onChange}
                  onBlur={radio.onBlur}
                  ref={radio.ref}
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
              )}
            />
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
          <FormTextField
            label="Comentarios"
            size="small"
            margin="none"
            required={false}
            multiline
            registration={register('comments')}
            error={errors.comments}
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
            adjustments={placedOrderAdjustments({
              professional: professionalApplied ? professional.discountPercentage : null,
              transfer: null,
            })}
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
