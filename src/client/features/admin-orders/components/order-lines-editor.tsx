import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ProductDetail } from '#shared/catalog';
import type { AdminOrderDetail } from '#shared/admin-order-detail';
import { formatMoney } from '#shared/format';
import { SALE_UNIT_LABELS, perUnitText } from '#shared/order-lines';
import { lineSpecialText } from '#shared/order-line-text';
import { LINES_EDIT_MESSAGES } from '#shared/order-lines-edit';
import {
  type AdjustmentRequest,
  adjustmentsTotal,
  orderAdjustmentRows,
  priceOrder,
} from '#shared/order-adjustments';
import { roundMoney, sumMoney } from '#shared/money';
import { effectivePrice, orderTotal } from '#shared/pricing';
import { ApiError } from '#client/api-client';
import { NumberField } from '#client/components/ui/number-field';
import { adminProductsQuery } from '#client/api/admin-products';
import { useUpdateOrderLines } from '../api';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';
import {
  type EditedLine,
  QUANTITY_ENTRY,
  moneyOrDash,
  orderItemsOf,
  previewTotals,
  previewUnitPrice,
} from './edited-lines';
import { LinePriceFields, canTakeListPrice } from './line-price-fields';

export function ProductAdder({ onAdd }: { onAdd(product: ProductDetail): void }) {
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
                {product.name} ·{' '}
                {formatMoney(effectivePrice(product.price, product.discountPercentage))}{' '}
                {perUnitText(product.saleUnit)}
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

/** A product from the catalogue as a new line: one of its unit, at today's price. */
export function newLine(product: ProductDetail): EditedLine {
  const today = effectivePrice(product.price, product.discountPercentage);
  return {
    productId: product.id,
    productName: product.name,
    saleUnit: product.saleUnit,
    quantity: '1',
    squareMeters: 0,
    includeWaste: false,
    price: {
      unitPrice: today,
      listPrice: roundMoney(product.price),
      discountPercentage: product.discountPercentage,
      specialPrice: false,
      specialDiscount: null,
    },
    todayPrice: today,
    edit: { kind: 'keep' },
  };
}

function LineRow({
  line,
  total,
  onChange,
  onRemove,
}: {
  line: EditedLine;
  total: number | null;
  onChange(line: EditedLine): void;
  onRemove(): void;
}) {
  const [pricing, setPricing] = useState(line.edit.kind !== 'keep');
  const unit = previewUnitPrice(line);
  const special = line.edit.kind === 'keep' ? lineSpecialText(line.price) : null;
  const changed = line.edit.kind !== 'keep';
  return (
    <Box component="li" sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {line.productName}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {moneyOrDash(unit)} {perUnitText(line.saleUnit)}
            {changed &&
              unit !== line.price.unitPrice &&
              ` (antes ${formatMoney(line.price.unitPrice)})`}
            {special && ` · ${special}`}
            {line.edit.kind === 'keep' && canTakeListPrice(line) && line.todayPrice !== null
              ? ` · lista hoy ${formatMoney(line.todayPrice)}`
              : ''}
          </Typography>
        </Box>
        <NumberField
          label={`${SALE_UNIT_LABELS[line.saleUnit].manyTitle} de ${line.productName}`}
          size="small"
          sx={{ width: 110 }}
          value={line.quantity}
          onChange={(quantity) => onChange({ ...line, quantity })}
          entry={QUANTITY_ENTRY}
        />
        <Typography
          variant="body2"
          aria-label={`Subtotal de ${line.productName}`}
          sx={{ width: 96, textAlign: 'right', fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {moneyOrDash(total)}
        </Typography>
        <Button
          size="small"
          aria-expanded={pricing}
          aria-label={`Cambiar precio de ${line.productName}`}
          onClick={() => setPricing(!pricing)}
        >
          Precio
        </Button>
        <IconButton aria-label={`Quitar ${line.productName}`} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      {pricing && <LinePriceFields line={line} onChange={(edit) => onChange({ ...line, edit })} />}
    </Box>
  );
}

/**
 * The lines being written, with each line's price and the total as they stand while typing:
 * quantity per product in its unit, price (as sold, list, special, %), remove, add.
 */
export function LineItemsField({
  lines,
  onChange,
  delivery,
  adjustments = [],
}: {
  lines: EditedLine[];
  onChange(lines: EditedLine[]): void;
  /** Added to the lines' total: its label, cost (null "a convenir") and how it reads. */
  delivery?: { label: string; cost: number | null; text: string } | undefined;
  /** The order's adjustments (profesional, transfer or cash), priced over the lines as the server will. */
  adjustments?: readonly AdjustmentRequest[];
}) {
  const preview = previewTotals(lines);
  const priced =
    preview.total === null ? null : priceOrder(preview.total, delivery?.cost ?? null, adjustments);
  const total = priced?.total ?? null;
  const update = (index: number, line: EditedLine) =>
    onChange(lines.map((l, i) => (i === index ? line : l)));
  return (
    <>
      <Box component="ul" aria-label="Líneas a guardar" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line, index) => (
          <LineRow
            key={line.productId}
            line={line}
            total={preview.lines[index] ?? null}
            onChange={(next) => update(index, next)}
            onRemove={() => onChange(lines.filter((_, i) => i !== index))}
          />
        ))}
      </Box>
      <ProductAdder
        onAdd={(product) =>
          onChange(
            lines.some((l) => l.productId === product.id) ? lines : [...lines, newLine(product)],
          )
        }
      />
      <Box
        role="status"
        aria-label="Total del pedido"
        sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 1.5, flexWrap: 'wrap' }}
      >
        {priced &&
          orderAdjustmentRows(priced.adjustments).map((row) => (
            <Typography key={row.label} variant="body2" color="text.secondary">
              {row.label}: {row.text}
            </Typography>
          ))}
        {delivery && (
          <Typography variant="body2" color="text.secondary">
            {delivery.label}: {delivery.text}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 700 }}>Total: {moneyOrDash(total)}</Typography>
      </Box>
    </>
  );
}

/** The order's lines as the editor starts them: each at the price it was sold at. */
function editedLinesOf(order: AdminOrderDetail): EditedLine[] {
  return order.products.flatMap((line) =>
    line.productId === null
      ? []
      : [
          {
            productId: line.productId,
            productName: line.productName,
            saleUnit: line.saleUnit,
            quantity: String(line.quantity),
            squareMeters: line.squareMeters,
            includeWaste: line.includeWaste,
            ...(line.layingPattern ? { pattern: line.layingPattern } : {}),
            price: line,
            todayPrice: line.todayPrice,
            edit: { kind: 'keep' },
          },
        ],
  );
}

/**
 * Staff change a Pendiente order's lines: quantities, removals, new products and prices. A line
 * keeps the price it was sold at unless staff ask otherwise; the server notes what changed.
 * The save carries the order's version: when someone else changed it meanwhile the order is
 * reloaded, what was typed here stays, and the message asks to review and save again.
 */
export function OrderLinesEditor({ order, onDone }: { order: AdminOrderDetail; onDone(): void }) {
  const save = useUpdateOrderLines(order.id);
  const [lines, setLines] = useState<EditedLine[]>(() => editedLinesOf(order));
  const [problem, setProblem] = useState<string | null>(null);
  const dropped = order.products.filter((line) => line.productId === null);
  // What the total holds beyond the lines and their adjustments: the delivery priced when placed.
  const delivery = sumMoney([
    order.totalAmount,
    -orderTotal(order.products),
    -adjustmentsTotal(order.adjustments),
  ]);
  const outdated = lines.filter(canTakeListPrice);

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
      {outdated.length > 0 && (
        <Button
          size="small"
          sx={{ mb: 1 }}
          onClick={() =>
            setLines(lines.map((l) => (canTakeListPrice(l) ? { ...l, edit: { kind: 'list' } } : l)))
          }
        >
          Actualizar todo al precio de lista
        </Button>
      )}
      <LineItemsField
        lines={lines}
        onChange={setLines}
        delivery={
          delivery > 0 ? { label: 'Envío', cost: delivery, text: formatMoney(delivery) } : undefined
        }
        adjustments={order.adjustments}
      />
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
