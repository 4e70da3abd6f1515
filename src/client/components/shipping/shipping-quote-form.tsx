import { type ChangeEvent, type FormEvent, Suspense, lazy, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SHIPPING_QUOTE_MESSAGES as M, parseShippingPlace } from '#shared/shipping-quote';
import { rememberShippingPlace, useShippingPlace } from '#client/stores/shipping-place';

// Loaded once the shopper asks: the zones' rule and the answer stay out of the page's first load.
const ShippingQuoteAnswer = lazy(() =>
  import('./shipping-quote-answer').then((module) => ({ default: module.ShippingQuoteAnswer })),
);

/**
 * "Calculá el envío": a código postal or a partido and "Calcular", answered by the order's own
 * price rule. A plain input rather than MUI's TextField: the product page would otherwise load
 * the text field's code for a box most visits leave alone. `showQuote` off: the page shows the
 * price elsewhere (the cart's Envío row), and here only the delivery time or WhatsApp's link.
 */
export function ShippingQuoteForm({ showQuote = true }: { showQuote?: boolean }) {
  const id = useId();
  const place = useShippingPlace();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The field shows the remembered place, and follows it when another box changes it.
  const [shown, setShown] = useState<string | null>(null);
  const remembered = place?.text ?? null;
  if (remembered !== shown) {
    setShown(remembered);
    if (remembered) setText(remembered);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseShippingPlace(text);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    rememberShippingPlace(result.place);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} sx={{ fontWeight: 600 }}>
        Calculá el envío
      </Typography>
      <Typography
        component="label"
        htmlFor={`${id}-place`}
        variant="body2"
        color="text.secondary"
        sx={{ display: 'block', mb: 0.5 }}
      >
        Código postal o partido
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'stretch', maxWidth: 420 }}>
        <Box
          component="input"
          id={`${id}-place`}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setText(event.target.value);
            setError(null);
          }}
          placeholder="Ej.: 1663 o Morón"
          autoComplete="postal-code"
          enterKeyHint="go"
          maxLength={80}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          sx={{
            flex: '1 1 8rem',
            minWidth: 0,
            minHeight: 44,
            px: 1.5,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: error ? 'error.main' : 'grey.500',
            borderRadius: 1,
            '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
            '&:focus': {
              outline: 2,
              outlineStyle: 'solid',
              outlineOffset: -2,
              outlineColor: (theme) =>
                error ? theme.palette.error.main : theme.palette.primary.main,
            },
          }}
        />
        <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
          Calcular
        </Button>
      </Box>
      {error && (
        <Typography id={`${id}-error`} role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
      {place && (
        <Suspense
          fallback={
            showQuote && <Typography sx={{ mt: 1, fontWeight: 500 }}>{M.loading}</Typography>
          }
        >
          <ShippingQuoteAnswer priced={showQuote} />
        </Suspense>
      )}
    </Box>
  );
}
