import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { PRODUCT_NUMBER_ENTRY } from '#shared/admin-catalog';
import type { ProductDetail } from '#shared/catalog';
import { formatMoney } from '#shared/format';
import { parseArNumber } from '#shared/number-entry';
import { ApiError } from '#client/api-client';
import { NumberField } from '#client/components/ui/number-field';
import { formatNumberText } from '#client/components/ui/number-text';
import { useQuickPrice } from '../api';

/** The list's quick price edit: click the price, type it the Argentine way, Enter saves. */
export function QuickPriceCell({ product }: { product: ProductDetail }) {
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useQuickPrice();
  const field = useRef<HTMLInputElement>(null);
  const editing = text !== null;
  // The person just asked to edit this price: the field takes the focus as it opens.
  useEffect(() => {
    if (editing) field.current?.focus();
  }, [editing]);

  const close = () => {
    setText(null);
    setProblem(null);
    save.reset();
  };
  const submit = () => {
    if (text === null) return;
    const parsed = parseArNumber(text, PRODUCT_NUMBER_ENTRY.price);
    if (!parsed.ok) {
      setProblem(parsed.problem === 'empty' ? 'El precio es obligatorio' : parsed.message);
      return;
    }
    if (parsed.value <= 0) {
      setProblem('El precio debe ser mayor que 0');
      return;
    }
    if (parsed.value === product.price) return close();
    save.mutate(
      { id: product.id, price: parsed.value },
      {
        onSuccess: close,
        onError: (error) =>
          setProblem(
            error instanceof ApiError
              ? (error.fields.price ?? error.message)
              : 'Error al guardar el precio',
          ),
      },
    );
  };

  if (text === null)
    return (
      <Button
        size="small"
        color="inherit"
        aria-label={`Cambiar precio de ${product.name}: ${formatMoney(product.price)}`}
        onClick={() => setText(formatNumberText(product.price, PRODUCT_NUMBER_ENTRY.price))}
        sx={{ whiteSpace: 'nowrap', textTransform: 'none', fontWeight: 400, minWidth: 0 }}
      >
        {formatMoney(product.price)}
      </Button>
    );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'flex-start',
        justifyContent: 'flex-end',
        maxWidth: { xs: 100, sm: 'none' },
        ml: 'auto',
      }}
    >
      <NumberField
        label="Precio"
        size="small"
        inputRef={field}
        entry={PRODUCT_NUMBER_ENTRY.price}
        value={text}
        onChange={(next) => {
          setText(next);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? undefined}
        disabled={save.isPending}
        sx={{ width: { xs: 100, sm: 140 } }}
      />
      <IconButton type="submit" size="small" aria-label="Guardar precio" disabled={save.isPending}>
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Cancelar" onClick={close}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
