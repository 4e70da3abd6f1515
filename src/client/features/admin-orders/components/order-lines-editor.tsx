import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { AdminOrderDetail } from '../../../../shared/admin-order-detail';
import { formatMoney } from '../../../../shared/format';
import { parseArNumber } from '../../../../shared/number-entry';
import { LINES_EDIT_MESSAGES } from '../../../../shared/order-lines-edit';
import { ORDER_LIMITS, type OrderLineInput } from '../../../../shared/orders';
import { ApiError } from '../../../api-client';
import { NumberField } from '../../../components/ui/number-field';
import { adminProductsQuery } from '../../../api/admin-products';
import { useUpdateOrderLines } from '../api';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

const QUANTITY_ENTRY = { decimals: 0, min: 1, max: ORDER_LIMITS.quantityPerProduct } as const;

export interface EditedLine extends Omit<OrderLineInput, 'quantity'> {
  productName: string;
  /** As typed. */
  quantity: string;
}

export function ProductAdder({
  onAdd,
}: {
  onAdd(product: { id: string; name: string; price: number }): void;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const found = useQuery({ ...adminProductsQuery(q, 1), enabled: q.length > 1 });
  const items = q.length > 1 ? (found.data?.items.slice(0, 5) ?? []) : [];
  return (
    <Box sx={{ mt: 1.5 }}>
      <TextField
        label="Buscar producto para agregar"
        size="small"
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label="Productos encontrados"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((product) => (
            <Box
              component="li"
              key={product.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
            >
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {product.name} · {formatMoney(product.price)}
              </Typography>
              <Button
                size="small"
                aria-label={`Agregar ${product.name}`}
                onClick={() => {
                  onAdd(product);
                  setText('');
                }}
              >
                Agregar
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The lines being written: boxes per product, remove, add from the catalogue. */
export function LineItemsField({
  lines,
  onChange,
}: {
  lines: EditedLine[];
  onChange(lines: EditedLine[]): void;
}) {
  return (
    <>
      <Box component="ul" aria-label="Líneas a guardar" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line, index) => (
          <Box
            component="li"
            key={line.productId}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}
          >
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {line.productName}
            </Typography>
            <NumberField
              label={`Cajas de ${line.productName}`}
              size="small"
              sx={{ width: 96 }}
              value={line.quantity}
              onChange={(quantity) =>
                onChange(lines.map((l, i) => (i === index ? { ...l, quantity } : l)))
              }
              entry={QUANTITY_ENTRY}
            />
            <IconButton
              aria-label={`Quitar ${line.productName}`}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <ProductAdder
        onAdd={(product) =>
          onChange(
            lines.some((l) => l.productId === product.id)
              ? lines
              : [
                  ...lines,
                  {
                    productId: product.id,
                    productName: product.name,
                    quantity: '1',
                    squareMeters: 0,
                    includeWaste: false,
                  },
                ],
          )
        }
      />
    </>
  );
}

/** The lines as the API takes them, or the first problem with what was typed. */
export function orderItemsOf(
  lines: EditedLine[],
): { items: OrderLineInput[] } | { problem: string } {
  const items: OrderLineInput[] = [];
  for (const line of lines) {
    const parsed = parseArNumber(line.quantity, QUANTITY_ENTRY);
    if (!parsed.ok) return { problem: `${line.productName}: ${parsed.message}` };
    items.push({ ...line, quantity: parsed.value });
  }
  if (items.length === 0) return { problem: LINES_EDIT_MESSAGES.empty };
  return { items };
}

/**
 * Staff change a Pendiente order's lines: quantities, removals, new products. Prices are the
 * server's (the shop's checkout pricing); the change is written to the notes there.
 */
export function OrderLinesEditor({ order, onDone }: { order: AdminOrderDetail; onDone(): void }) {
  const save = useUpdateOrderLines(order.id);
  const [lines, setLines] = useState<EditedLine[]>(() =>
    order.products.flatMap((line) =>
      line.productId === null
        ? []
        : [
            {
              productId: line.productId,
              productName: line.productName,
              quantity: String(line.quantity),
              squareMeters: line.squareMeters,
              includeWaste: line.includeWaste,
            },
          ],
    ),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const dropped = order.products.filter((line) => line.productId === null);

  const submit = () => {
    const result = orderItemsOf(lines);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    save.mutate(
      { version: order.version, items: result.items },
      {
        onSuccess: onDone,
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : LINES_EDIT_MESSAGES.saveError),
      },
    );
  };

  return (
    <Box
      component="form"
      aria-label="Editar líneas"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {dropped.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Se quitarán los productos que ya no existen:{' '}
          {dropped.map((l) => l.productName).join(', ')}.
        </Alert>
      )}
      <LineItemsField lines={lines} onChange={setLines} />
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Guardar líneas
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
      </Box>
    </Box>
  );
}
