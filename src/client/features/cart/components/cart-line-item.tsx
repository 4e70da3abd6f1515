import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CalculateIcon from '@mui/icons-material/Calculate';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/Remove';
import { formatMoney } from '#shared/format';
import {
  DEFAULT_SALE_UNIT,
  SALE_UNIT_LABELS,
  lineQuantityParts,
  perUnitText,
  quantityText,
  type SaleUnit,
} from '#shared/order-lines';
import { cartStore } from '#client/stores/cart-store';
import type { CartLine } from '#client/hooks/use-cart-lines';
import { PAGE_PATHS as P } from '#shared/page-paths';
import { href } from '#shared/pages';

const NOT_FOUND = 'Producto no encontrado';
/** Narrower than the smallest phones: 200 % zoom on a 390 px phone lays the page out in 195. */
const NARROW = '@media (max-width: 359.95px)';

interface CartLineItemProps {
  line: CartLine;
  onCalculate: (line: CartLine) => void;
  /** The delete button: the page removes the line and offers "Deshacer". */
  onRemove: (line: CartLine, name: string) => void;
}

/**
 * The stepper never goes below 1; it changes the boxes only: the room typed stays what it was
 *, and the m² the boxes hold are shown beside it.
 */
function setBoxes(line: CartLine, boxes: number): void {
  cartStore.update(line.item.productId, Math.max(1, boxes), line.item.squareMeters);
}

export function CartLineItem({ line, onCalculate, onRemove }: CartLineItemProps) {
  const { item, product, status } = line;
  const name = product?.name ?? (status === 'loading' ? '' : NOT_FOUND);
  const image = product?.images[0];
  const available = status === 'ready';
  const saleUnit = product?.saleUnit ?? DEFAULT_SALE_UNIT;
  const unit = SALE_UNIT_LABELS[saleUnit];
  const parts = lineQuantityParts({
    ...item,
    saleUnit,
    metersPerBox: line.metersPerBox,
  });
  return (
    <Card variant="outlined" component="li" aria-label={name || 'Producto'} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          sx={{
            width: { xs: 72, sm: 96 },
            height: { xs: 72, sm: 96 },
            flexShrink: 0,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'grey.100',
            // Narrower than a small phone (200 % zoom): the name, prices and buttons need the room.
            [NARROW]: { display: 'none' },
          }}
        >
          {image && (
            <Box
              component="img"
              src={image.src}
              srcSet={image.srcSet}
              sizes="96px"
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              {status === 'loading' ? (
                <Skeleton width={180} />
              ) : product ? (
                <Link
                  component={RouterLink}
                  to={href(P.product, { id: product.id })}
                  underline="hover"
                  color="inherit"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {product.name}
                </Link>
              ) : (
                <Typography sx={{ fontWeight: 600 }} color="text.secondary">
                  {NOT_FOUND}
                </Typography>
              )}
              {available && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  // Each piece whole, the pieces on as many lines as the room beside the delete
                  // button needs: a price never runs under it.
                  sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5, whiteSpace: 'nowrap' }}
                >
                  <span>{formatMoney(line.unitPrice)}</span>
                  <span>{perUnitText(saleUnit)}</span>
                  {line.product?.discountPercentage ? (
                    <Box
                      component="s"
                      sx={{ ml: 0.5, color: 'text.disabled' }}
                      aria-label={`Precio sin descuento ${formatMoney(line.product.price)}`}
                    >
                      {formatMoney(line.product.price)}
                    </Box>
                  ) : null}
                </Typography>
              )}
              {status === 'missing' && (
                <Typography variant="body2" color="text.secondary">
                  Este producto ya no está en el catálogo. Quitalo para continuar.
                </Typography>
              )}
              {status === 'error' && (
                <Typography variant="body2" color="error">
                  No se pudo cargar este producto.
                </Typography>
              )}
              <LineStockNotice line={line} saleUnit={saleUnit} />
            </Box>
            <IconButton
              aria-label={`Eliminar ${name || 'producto'} del carrito`}
              onClick={() => onRemove(line, name)}
              sx={{ alignSelf: 'flex-start', mt: -1, mr: -1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>

          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 2 }}
            sx={{ mt: 1.5, alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <Stack
              direction="row"
              role="group"
              aria-label={`${unit.manyTitle} de ${name || 'producto'}`}
              sx={{
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <IconButton
                size="small"
                aria-label={`Quitar ${unit.a}`}
                disabled={!available || item.quantity <= 1}
                onClick={() => setBoxes(line, item.quantity - 1)}
              >
                <RemoveIcon fontSize="small" />
              </IconButton>
              <Typography
                component="output"
                aria-live="polite"
                sx={{
                  minWidth: 72,
                  textAlign: 'center',
                  fontWeight: 600,
                  [NARROW]: { minWidth: 56 },
                }}
              >
                {quantityText(item.quantity, saleUnit)}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Agregar ${unit.a}`}
                disabled={!available}
                onClick={() => setBoxes(line, item.quantity + 1)}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Stack>
            {parts.boxesArea && (
              <Typography variant="body2" color="text.secondary">
                {parts.boxesArea}
                {parts.room ? ` · ${parts.room}` : ''}
              </Typography>
            )}
            {line.metersPerBox !== null && (
              <Button
                size="small"
                startIcon={<CalculateIcon />}
                onClick={() => onCalculate(line)}
                aria-label={`Calcular M² de ${name}`}
              >
                Calcular M²
              </Button>
            )}
            <Typography sx={{ fontWeight: 700, ml: { sm: 'auto !important' } }}>
              {available ? formatMoney(line.lineTotal) : formatMoney(0)}
            </Typography>
          </Stack>
        </Box>
      </Stack>
    </Card>
  );
}

/** What the cart's fresh read of stock says of this line, with the fix when there is one. */
function LineStockNotice({ line, saleUnit }: { line: CartLine; saleUnit: SaleUnit }) {
  const { stock } = line;
  if (stock.kind === 'ok') return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography
        variant="body2"
        color={stock.kind === 'short' ? 'error' : 'text.secondary'}
        sx={{ fontWeight: stock.kind === 'short' ? 600 : 400 }}
      >
        {stock.text}
      </Typography>
      {stock.kind === 'short' && stock.max > 0 && (
        <Button
          size="small"
          variant="outlined"
          sx={{ mt: 0.5 }}
          onClick={() => setBoxes(line, stock.max)}
        >
          Dejar {quantityText(stock.max, saleUnit)}
        </Button>
      )}
    </Box>
  );
}
