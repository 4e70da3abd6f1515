import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { CHECKOUT_MESSAGES, type CheckoutForm, CheckoutFormSchema } from '#shared/checkout';
import { pickupOnlyReason } from '#shared/pickup-only';
import { withShippingPlace } from '#shared/shipping-quote';
import { type CreateOrderResponse, ORDER_FAILED_MESSAGE } from '#shared/orders';
import { ApiError } from '../api-client';
import { showServerErrors } from '../components/ui/form-errors';
import { PageHeading } from '../components/page-heading';
import { cartStore } from '../stores/cart-store';
import { readShippingPlace } from '../stores/shipping-place';
import { useCartLines } from '../hooks/use-cart-lines';
import { ContactFields } from '../features/checkout/components/contact-fields';
import { DeliveryFields } from '../features/checkout/components/delivery-fields';
import { OrderConfirmation } from '../features/checkout/components/order-confirmation';
import { OrderReview } from '../features/checkout/components/order-review';
import { OrderTotals } from '../features/checkout/components/order-totals';
import { newIdempotencyKey } from '../features/checkout/idempotency-key';
import {
  clearCheckoutDraft,
  readCheckoutDraft,
  writeCheckoutDraft,
} from '../features/checkout/checkout-draft';
import { usePlaceOrder } from '../features/checkout/use-place-order';
import { PaymentChoice } from '../features/payments/components/payment-choice';
import { TransferInstructions } from '../features/payments/components/transfer-instructions';
import { useCustomerOrder } from '../features/customer-order/use-customer-order';
import { goToMercadoPago, usePaymentOptions } from '../features/payments/use-payments';
import type { PaymentChoice as Choice } from '#shared/payments/mercado-pago';
import { type PageHandle, titledHead } from '../page';
import { PAGE_PATHS as P } from '#shared/page-paths';

const STEPS = ['Resumen del pedido', 'Datos de contacto', 'Confirmación'];
const CUSTOMER_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'comments',
  'deliveryMethod',
  'partido',
  'postalCode',
] as const;
/** What a failed submit's summary calls each field (the labels the form shows). */
const FIELD_LABELS: Record<(typeof CUSTOMER_FIELDS)[number], string> = {
  name: 'Nombre completo',
  email: 'Email',
  phone: 'Teléfono',
  address: 'Dirección de entrega',
  comments: 'Comentarios adicionales',
  deliveryMethod: 'Entrega',
  partido: 'Partido o localidad',
  postalCode: 'Código postal',
};

interface Banner {
  message: string;
  detail?: string;
  /** A failed submit's fields, each a link that takes the focus to it. */
  fields?: { name: (typeof CUSTOMER_FIELDS)[number]; label: string; message: string }[];
}

export const handle: PageHandle = { head: titledHead('Finalizar compra') };

export function Component() {
  const navigate = useNavigate();
  const { cart, lines, total, isLoading, isShort } = useCartLines();
  const draft = useState(readCheckoutDraft)[0];
  const place = useState(readShippingPlace)[0];
  const [step, setStep] = useState(draft?.step ?? 0);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  // Only a step the shopper moved to takes the focus: the page's first load keeps its own.
  const [stepMoved, setStepMoved] = useState(false);
  const [placed, setPlaced] = useState<{ order: CreateOrderResponse; email: string } | null>(null);
  // One key for this checkout: a retry after a lost answer gets the order already saved.
  const [idempotencyKey] = useState(() => draft?.idempotencyKey ?? newIdempotencyKey());
  const [banner, setBanner] = useState<Banner | null>(null);
  const placeOrder = usePlaceOrder();
  const paymentOptions = usePaymentOptions().data;
  const [paymentChoice, setPaymentChoice] = useState<Choice>('transfer');
  const [leaving, setLeaving] = useState(false);
  // The thank-you screen reads the saved order as its page does: the bank details and the exact
  // amount come from the server, never from what the cart showed.
  const placedToken = placed?.order.orderPage?.replace('/pedido/', '') ?? '';
  const transfer = useCustomerOrder(placedToken, placedToken !== '').data?.payment.transfer;
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(CheckoutFormSchema),
    mode: 'onChange',
    // A failed submit takes the shopper to its summary (below), which links to each field.
    shouldFocusError: false,
    // The place quoted on the product page or in the cart fills the delivery step
    // when the shopper has typed none here.
    defaultValues: withShippingPlace<CheckoutForm>(
      draft?.values ?? {
        name: '',
        email: '',
        phone: '',
        address: '',
        comments: '',
        deliveryMethod: 'shipping',
        partido: '',
        postalCode: '',
      },
      place,
    ),
  });
  // What was typed survives a reload of the page, for this tab only; the
  // placed order clears it.
  const typed = useWatch({ control: form.control });
  useEffect(() => {
    if (!placed) writeCheckoutDraft({ step: step === 2 ? 1 : step, values: typed, idempotencyKey });
  }, [typed, step, placed, idempotencyKey]);
  // Each step opens at its top with the focus on its heading (not on the first load).
  useEffect(() => {
    if (!stepMoved) return;
    stepHeading.current?.focus({ preventScroll: true });
    stepHeading.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, [step, stepMoved]);
  const goToStep = (next: number) => {
    setStepMoved(true);
    setStep(next);
  };
  // A failed submit's summary is brought into view, where the shopper reads it first.
  useEffect(() => {
    if (!banner) return;
    bannerRef.current?.focus({ preventScroll: true });
    bannerRef.current?.scrollIntoView({ block: 'center' });
  }, [banner]);
  // A product without shipping makes the order a pickup (the server checks too).
  const products = lines.flatMap((line) => (line.product ? [line.product] : []));
  const mustPickUp = pickupOnlyReason(products) !== null;
  useEffect(() => {
    if (mustPickUp && form.getValues('deliveryMethod') !== 'pickup')
      form.setValue('deliveryMethod', 'pickup', { shouldValidate: form.formState.isSubmitted });
  }, [mustPickUp, form]);

  if (!placed && cart.items.length === 0) {
    return (
      <>
        <PageHeading>Finalizar Compra</PageHeading>
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography variant="h6" component="p" sx={{ mb: 3 }}>
            No hay productos en el carrito
          </Typography>
          <Button component={RouterLink} to={P.products} variant="contained">
            Ver Productos
          </Button>
        </Box>
      </>
    );
  }

  const unavailable = lines.some((l) => l.status === 'missing');
  const submitting = placeOrder.isPending || leaving;
  const choice: Choice = paymentOptions?.mercadoPago ? paymentChoice : 'transfer';

  const submit = form.handleSubmit(
    (customer) => {
      setBanner(null);
      placeOrder.mutate(
        {
          idempotencyKey,
          customer,
          paymentChoice: choice,
          // m² and waste only on lines of boxes of tiles: older carts kept m²
          // on bags too.
          items: lines.map(({ item, metersPerBox }) =>
            metersPerBox === null
              ? {
                  productId: item.productId,
                  quantity: item.quantity,
                  squareMeters: 0,
                  includeWaste: false,
                }
              : {
                  productId: item.productId,
                  quantity: item.quantity,
                  squareMeters: item.squareMeters,
                  includeWaste: item.includeWaste,
                  ...(item.includeWaste && item.pattern ? { pattern: item.pattern } : {}),
                },
          ),
        },
        {
          onSuccess: (order) => {
            if (choice === 'mercado_pago' && order.orderPage) {
              // Off to Mercado Pago; if it cannot open, the order page offers it again.
              const page = order.orderPage;
              setLeaving(true);
              cartStore.clear();
              clearCheckoutDraft();
              goToMercadoPago(page.replace('/pedido/', '')).catch(() => void navigate(page));
              return;
            }
            setPlaced({ order, email: customer.email.trim() });
            cartStore.clear();
            clearCheckoutDraft();
            setStep(2);
            // The confirmation replaces a long form: start reading it from its top.
            window.scrollTo({ top: 0 });
          },
          onError: (error) => {
            console.warn('No se pudo guardar el pedido', error);
            let detail: string | undefined;
            if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
              showServerErrors(error, CUSTOMER_FIELDS, form.setError, 'customer.');
              if (error.code !== 'bad_request') detail = error.message;
            }
            setBanner({ message: ORDER_FAILED_MESSAGE, detail });
          },
        },
      );
    },
    (errors) =>
      setBanner({
        message: CHECKOUT_MESSAGES.submit,
        fields: CUSTOMER_FIELDS.filter((name) => errors[name]).map((name) => ({
          name,
          label: FIELD_LABELS[name],
          message: errors[name]?.message ?? '',
        })),
      }),
  );

  return (
    <>
      <PageHeading>Finalizar Compra</PageHeading>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card
        variant="outlined"
        component="section"
        aria-label={STEPS[step]}
        sx={{ maxWidth: 880, mx: 'auto', p: { xs: 2, sm: 3 } }}
      >
        {step === 2 && placed ? (
          <OrderConfirmation
            order={placed.order}
            email={placed.email}
            payment={transfer ? <TransferInstructions instructions={transfer} /> : undefined}
          />
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Typography
              ref={stepHeading}
              tabIndex={-1}
              variant="h6"
              component="h2"
              sx={{ mb: 2, scrollMarginTop: 80, '&:focus': { outline: 'none' } }}
            >
              {STEPS[step]}
            </Typography>
            {banner && (
              <Alert
                ref={bannerRef}
                tabIndex={-1}
                severity="error"
                sx={{ mb: 2, '&:focus': { outline: 'none' } }}
              >
                {banner.message}
                {banner.detail && <Box sx={{ mt: 0.5 }}>{banner.detail}</Box>}
                {banner.fields && banner.fields.length > 0 && (
                  <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, '& li + li': { mt: 0.5 } }}>
                    {banner.fields.map((field) => (
                      <li key={field.name}>
                        <Link
                          component="button"
                          type="button"
                          color="inherit"
                          onClick={() => form.setFocus(field.name, { shouldSelect: true })}
                          // A target of at least 24 px (WCAG 2.5.8), its text wrapping
                          // beside the list's bullet.
                          sx={{ display: 'block', minHeight: 24, py: '2px', textAlign: 'left' }}
                        >
                          {field.label}: {field.message}
                        </Link>
                      </li>
                    ))}
                  </Box>
                )}
              </Alert>
            )}
            {step === 0 && unavailable && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Algunos productos ya no están disponibles. Quitalos del carrito para continuar.
              </Alert>
            )}
            {step === 0 && !unavailable && isShort && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Algunas cantidades superan el stock disponible. Ajustalas en el carrito para
                continuar.
              </Alert>
            )}
            {step === 0 ? (
              <OrderReview lines={lines} total={total} />
            ) : (
              <>
                <DeliveryFields control={form.control} disabled={submitting} products={products} />
                <ContactFields control={form.control} disabled={submitting} />
                {paymentOptions &&
                  (paymentOptions.mercadoPago || paymentOptions.transferDiscountPercentage > 0) && (
                    <PaymentChoice
                      options={paymentOptions}
                      value={choice}
                      onChange={setPaymentChoice}
                      productsTotal={total}
                      disabled={submitting}
                    />
                  )}
                <OrderTotals
                  productsTotal={total}
                  delivery={{
                    method: typed.deliveryMethod ?? 'shipping',
                    partido: typed.partido ?? '',
                    postalCode: typed.postalCode ?? '',
                  }}
                  transferPercentage={
                    paymentOptions === undefined
                      ? undefined
                      : choice === 'transfer'
                        ? paymentOptions.transferDiscountPercentage
                        : null
                  }
                />
              </>
            )}
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                mt: 3,
                flexWrap: 'wrap',
              }}
            >
              <Button
                onClick={() => {
                  setBanner(null);
                  if (step === 0) void navigate(P.cart);
                  else goToStep(0);
                }}
                disabled={submitting}
              >
                {step === 0 ? 'Volver al Carrito' : 'Atrás'}
              </Button>
              {step === 0 ? (
                // Keys keep "Siguiente" and "Confirmar Pedido" separate elements: reused, the
                // button would turn into a submit button before the click's default action and
                // send the empty form, opening "Datos de contacto" full of errors.
                <Button
                  key="next"
                  variant="contained"
                  onClick={() => goToStep(1)}
                  disabled={isLoading || unavailable || isShort}
                >
                  Siguiente
                </Button>
              ) : (
                <Button
                  key="submit"
                  type="submit"
                  variant="contained"
                  disabled={submitting}
                  startIcon={
                    submitting ? (
                      <CircularProgress size={18} color="inherit" aria-label="Enviando pedido" />
                    ) : undefined
                  }
                >
                  Confirmar Pedido
                </Button>
              )}
            </Box>
          </form>
        )}
      </Card>
    </>
  );
}
