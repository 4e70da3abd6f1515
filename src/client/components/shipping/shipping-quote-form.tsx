import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  SHIPPING_QUOTE_MESSAGES as M,
  parseShippingPlace,
  shippingQuoteText,
} from '#shared/shipping-quote';
import { useShippingQuote } from '#client/hooks/use-shipping-quote';
import { rememberShippingPlace } from '#client/stores/shipping-place';

/**
 * "Calculá el envío": a código postal or a partido and "Calcular", answered by the order's own
 * price rule. A plain input rather than MUI's TextField: the product page would otherwise load
 * the text field's code for a box most visits leave alone. `showQuote` off: the page shows the
 * answer elsewhere (the cart's Envío row).
 */
export function ShippingQuoteForm({ showQuote = true }: { showQuote?: boolean }) {
  const id = useId();
  const quote = useShippingQuote();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The field shows the remembered place, and follows it when another box changes it.
  const [shown, setShown] = useState<string | null>(null);
  const remembered = quote.place?.text ?? null;
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

  const answer = !quote.place
    ? null
    : quote.failed
      ? M.failed
      : quote.cost === undefined
        ? M.loading
        : shippingQuoteText(quote.place, quote.cost);

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
      {showQuote && (
        <Typography aria-live="polite" sx={{ mt: answer ? 1 : 0, fontWeight: 500 }}>
          {answer}
        </Typography>
      )}
    </Box>
  );
}
