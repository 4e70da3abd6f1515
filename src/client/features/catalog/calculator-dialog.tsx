import Alert from '@mui/material/Alert';
import type { CartLineStock } from '#shared/stock/availability';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { CartMeasure } from '#shared/cart';
import type { TileColor } from '#shared/tile-attributes';
import { CalculationSummary } from '#client/components/room-calculator/calculation-summary';
import { RoomCalculatorFields } from '#client/components/room-calculator/room-calculator-fields';
import { useCategoryMaterials } from '#client/components/room-calculator/use-category-materials';
import { useRoomCalculator } from '#client/components/room-calculator/use-room-calculator';
import { CALCULATOR_TITLE_ID } from './calculator-frame';

interface CalculatorDialogProps {
  open: boolean;
  metersPerBox: number;
  unitPrice: number;
  categoryId: string | null;
  /** The tile's dimensions, for the adhesive and the grout. */
  dimensions: string | null;
  /** The tile's colour, for the grout that suits it. */
  tileColor: TileColor | null;
  onClose: () => void;
  onAdd: (measure: CartMeasure) => void;
  /**
   * What the cart would say of the line once the boxes are added (one lot's limit, "a pedido"),
   * and a WhatsApp consulta for that many boxes.
   */
  lineStock: (boxes: number) => CartLineStock;
  consulta: (boxes: number) => string | null;
}

/**
 * The m² calculator with rooms, openings and laying pattern: boxes, m²,
 * leftover, price, the spare box and the recommended adhesive and grout. The page shows its
 * frame (CalculatorFrame) while this code is on its way; mounted open over that frame, it does
 * not fade in again, and fades from the next opening on.
 */
export function CalculatorDialog({ open, onAdd, ...body }: CalculatorDialogProps) {
  // A new key starts the calculator afresh after adding (SPEC: it resets).
  const [round, setRound] = useState(0);
  const [overFrame, setOverFrame] = useState(open);
  return (
    <Dialog
      open={open}
      onClose={body.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={CALCULATOR_TITLE_ID}
      {...(overFrame ? { transitionDuration: { enter: 0, exit: 195 } } : {})}
      slotProps={{ transition: { onExited: () => setOverFrame(false) } }}
    >
      <DialogTitle id={CALCULATOR_TITLE_ID}>Calcular M²</DialogTitle>
      <CalculatorBody
        key={round}
        {...body}
        onAdd={(measure) => {
          onAdd(measure);
          setRound((n) => n + 1);
        }}
      />
    </Dialog>
  );
}

function CalculatorBody({
  metersPerBox,
  unitPrice,
  categoryId,
  dimensions,
  tileColor,
  onClose,
  onAdd,
  lineStock,
  consulta,
}: Omit<CalculatorDialogProps, 'open'>) {
  const calc = useRoomCalculator(metersPerBox, unitPrice);
  const [shown, setShown] = useState(false);
  const materials = useCategoryMaterials(categoryId, dimensions, tileColor);
  // Any change hides the result until 'Calcular' again (SPEC: the result follows the button).
  const [shownFor, setShownFor] = useState('');
  const signature = JSON.stringify([
    calc.mode,
    calc.total,
    calc.rooms.items,
    calc.openings.items,
    calc.pattern,
    calc.includeWaste,
  ]);
  const result = shown && shownFor === signature ? calc.result : null;

  return (
    <>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setShown(true);
            setShownFor(signature);
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <RoomCalculatorFields calc={calc} />
          <Button type="submit" variant="outlined">
            Calcular
          </Button>
        </Box>
        {result && <CalculationSummary result={result} calc={calc} materials={materials} />}
      </DialogContent>
      {result && <StockNotice stock={lineStock(result.boxes)} link={consulta(result.boxes)} />}
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        {result && (
          <Button
            variant="contained"
            onClick={() => {
              const measure = calc.measure();
              if (measure) onAdd(measure);
            }}
          >
            Agregar al carrito
          </Button>
        )}
      </DialogActions>
    </>
  );
}

/**
 * The cart's own words for the line these boxes would make (more than one lot holds, "a
 * pedido"), shown above "Agregar al carrito", outside the scrolling result, before adding.
 */
function StockNotice({ stock, link }: { stock: CartLineStock; link: string | null }) {
  if (stock.kind === 'ok') return null;
  return (
    <Alert
      severity={stock.kind === 'short' ? 'warning' : 'info'}
      sx={{ mx: 3, mt: 1 }}
      action={
        link ? (
          <Button
            color="inherit"
            size="small"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
          </Button>
        ) : undefined
      }
    >
      {stock.text}
    </Alert>
  );
}
