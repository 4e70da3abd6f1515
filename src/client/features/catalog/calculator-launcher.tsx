import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CalculateIcon from '@mui/icons-material/Calculate';
import type { ProductDetail } from '#shared/catalog';
import { cartLineStock } from '#shared/stock/availability';
import { whatsappLink } from '#shared/whatsapp';
import { cartStore } from '#client/stores/cart-store';
import { CalculatorFrame } from './calculator-frame';

// Opened by a tap: its code and the number field's (react-number-format) come then, not with
// the page the shopper is waiting for; a finger on the button starts fetching it.
const loadCalculator = () => import('./calculator-dialog');
const CalculatorDialog = lazy(() =>
  loadCalculator().then((module) => ({ default: module.CalculatorDialog })),
);

/**
 * "Calcular M²" and its dialog. Its own component so that a tap redraws only this, not the
 * whole product page: the dialog's frame is on screen within the tap's frame, even on a slow
 * phone, and its fields follow as their code arrives.
 */
export function CalculatorLauncher({
  product,
  unitPrice,
  inCart,
  whatsappNumber,
  onAdded,
}: {
  product: ProductDetail;
  unitPrice: number;
  /** Boxes of this product already in the cart: the lot's limit counts them. */
  inCart: number;
  whatsappNumber: string | null;
  onAdded: () => void;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it keeps what was typed.
  const [used, setUsed] = useState(false);
  const close = () => setOpen(false);
  // Focus goes back to the button when the dialog closes. The dialog's own return of focus
  // remembers what had focus when it opened: the frame it took the place of, gone by then.
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <Button
        ref={button}
        variant="outlined"
        startIcon={<CalculateIcon />}
        onPointerDown={() => void loadCalculator()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Calcular M²
      </Button>
      {used && (
        <Suspense fallback={<CalculatorFrame open={open} onClose={close} />}>
          <CalculatorDialog
            open={open}
            metersPerBox={product.metersPerBox ?? 0}
            unitPrice={unitPrice}
            categoryId={product.categoryId}
            dimensions={product.dimensions}
            tileColor={product.color}
            lineStock={(boxes) => cartLineStock(product, inCart + boxes)}
            consulta={(boxes) =>
              whatsappNumber
                ? whatsappLink(
                    whatsappNumber,
                    `¡Hola! Necesito ${boxes} cajas de "${product.name}" del mismo lote. ¿Las pueden conseguir?`,
                  )
                : null
            }
            onClose={close}
            onAdd={(measure) => {
              cartStore.add({ productId: product.id, ...measure });
              close();
              onAdded();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
