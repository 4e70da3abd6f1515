import { useState } from 'react';
import Snackbar from '@mui/material/Snackbar';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { PageHeading } from '../components/page-heading';
import { LoadingStatus } from '../components/ui/page-states';
import { CartCalculatorDialog } from '../features/cart/components/cart-calculator-dialog';
import { CartLineItem } from '../features/cart/components/cart-line-item';
import { CartShare } from '../features/cart/components/cart-share';
import { CartSummary } from '../features/cart/components/cart-summary';
import { type SharedCartChoice, useSharedCart } from '../features/cart/use-shared-cart';
import { cartStore } from '../stores/cart-store';
import { type CartLine, useCartLines } from '../hooks/use-cart-lines';
import { type PageHandle, titledHead } from '../page';
import { PAGE_PATHS as P } from '#shared/page-paths';

export const handle: PageHandle = { head: titledHead('Carrito') };

export function Component() {
  const { cart, lines, total, isLoading, hasError, isShort } = useCartLines();
  const { message: sharedMessage, choice: sharedChoice } = useSharedCart();
  const [calculating, setCalculating] = useState<string | null>(null);
  const calculatingLine = lines.find((l) => l.item.productId === calculating) ?? null;
  const firstLoad = isLoading && lines.every((l) => l.status === 'loading');
  const unavailable = lines.some((l) => l.status === 'missing');
  // 'Vaciar Carrito' empties at once, and the delete button removes its line at once:
  // each keeps what it removed for a few seconds behind "Deshacer".
  const [undo, setUndo] = useState<{ message: string; restore: () => void } | null>(null);
  const empty = () => {
    const before = cartStore.get();
    setUndo({ message: 'Vaciaste el carrito', restore: () => cartStore.restore(before) });
    cartStore.clear();
    // The page shrinks to its empty message: show it, not the footer below it.
    window.scrollTo({ top: 0 });
  };
  const remove = (line: CartLine, name: string) => {
    const index = cartStore.get().items.findIndex((i) => i.productId === line.item.productId);
    cartStore.remove(line.item.productId);
    setUndo({
      message: `Quitaste «${name}» del carrito`,
      restore: () => cartStore.reinsert(line.item, index),
    });
  };

  return (
    <>
      <PageHeading>Carrito de Compras</PageHeading>
      {sharedMessage && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {sharedMessage}
        </Alert>
      )}
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : firstLoad ? (
        <LoadingStatus text="Cargando carrito..." />
      ) : (
        <>
          {hasError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Error al cargar los detalles de los productos
            </Alert>
          )}
          <Grid container spacing={3} data-keep-clear-inside>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack
                component="ul"
                spacing={2}
                aria-label="Productos en el carrito"
                sx={{ p: 0, m: 0 }}
              >
                {lines.map((line: CartLine) => (
                  <CartLineItem
                    key={line.item.productId}
                    line={line}
                    onCalculate={(l) => setCalculating(l.item.productId)}
                    onRemove={remove}
                  />
                ))}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <CartSummary
                total={total}
                products={lines.flatMap((line) => (line.product ? [line.product] : []))}
                disabled={isLoading || unavailable || isShort}
                hint={
                  unavailable
                    ? 'Quitá los productos que ya no están disponibles para continuar.'
                    : isShort
                      ? 'Ajustá las cantidades que superan el stock para continuar.'
                      : undefined
                }
                onEmpty={empty}
              />
              <CartShare lines={lines} />
            </Grid>
          </Grid>
        </>
      )}
      <CartCalculatorDialog line={calculatingLine} onClose={() => setCalculating(null)} />
      <SharedCartDialog choice={sharedChoice} />
      <Snackbar
        key={undo?.message}
        open={undo !== null}
        autoHideDuration={8000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setUndo(null);
        }}
        message={undo?.message}
        action={
          <Button
            color="secondary"
            size="small"
            onClick={() => {
              undo?.restore();
              setUndo(null);
            }}
          >
            Deshacer
          </Button>
        }
      />
    </>
  );
}

function EmptyCart() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <ShoppingCartOutlinedIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 2, mb: 3 }}>
        Tu carrito está vacío
      </Typography>
      <Button component={RouterLink} to={P.products} variant="contained">
        Ver Productos
      </Button>
    </Box>
  );
}

/** A shared cart opened while this one has lines: replace, add or keep. */
function SharedCartDialog({ choice }: { choice: SharedCartChoice | null }) {
  return (
    <Dialog
      open={choice !== null}
      onClose={() => choice?.keep()}
      aria-labelledby="shared-cart-title"
      aria-describedby="shared-cart-text"
    >
      <DialogTitle id="shared-cart-title">Te compartieron un carrito</DialogTitle>
      <DialogContent>
        <DialogContentText id="shared-cart-text">
          {choice?.count === 1
            ? 'El enlace trae 1 producto y tu carrito ya tiene otros.'
            : `El enlace trae ${choice?.count ?? 0} productos y tu carrito ya tiene otros.`}{' '}
          ¿Qué querés hacer?
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => choice?.keep()}>Dejar el mío</Button>
        <Button onClick={() => choice?.add()}>Sumar al mío</Button>
        <Button variant="contained" onClick={() => choice?.replace()}>
          Reemplazar el mío
        </Button>
      </DialogActions>
    </Dialog>
  );
}
