import Alert from '@mui/material/Alert';
import { type StockSummary, largestLotWarning } from '#shared/stock/availability';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { CartMeasure } from '#shared/cart';
import { CalculationSummary } from '#client/components/room-calculator/calculation-summary';
import { RoomCalculatorFields } from '#client/components/room-calculator/room-calculator-fields';
import { useCategoryMaterials } from '#client/components/room-calculator/use-category-materials';
import { useRoomCalculator } from '#client/components/room-calculator/use-room-calculator';

interface CalculatorDialogProps {
  open: boolean;
  metersPerBox: number;
  unitPrice: number;
  categoryId: string | null;
  /** The tile's dimensions, for the adhesive and the grout. */
  dimensions: string | null;
  onClose: () => void;
  onAdd: (measure: CartMeasure) => void;
  /** Stock by lot (issue 28): warns when the room needs more boxes than one lot holds. */
  lots?: { stock: StockSummary | null | undefined; consulta: (boxes: number) => string | null };
}

/**
 * SPEC §2 m² calculator with rooms, openings and laying pattern (issue 19 item 3): boxes, m²,
 * leftover, price, the spare box and the recommended adhesive and grout.
 */
export function CalculatorDialog({
  open,
  metersPerBox,
  unitPrice,
  categoryId,
  dimensions,
  onClose,
  onAdd,
}: CalculatorDialogProps) {
  // A new key starts the calculator afresh after adding (SPEC: it resets).
  const [round, setRound] = useState(0);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="calculator-title"
    >
      <DialogTitle id="calculator-title">Calcular M²</DialogTitle>
      <CalculatorBody
        key={round}
        metersPerBox={metersPerBox}
        unitPrice={unitPrice}
        categoryId={categoryId}
        dimensions={dimensions}
        onClose={onClose}
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
  onClose,
  onAdd,
  lots,
}: Omit<CalculatorDialogProps, 'open'>) {
  const calc = useRoomCalculator(metersPerBox, unitPrice);
  const [shown, setShown] = useState(false);
  const materials = useCategoryMaterials(categoryId, dimensions);
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
        {result && lots && <LotWarning boxes={result.boxes} {...lots} />}
      </DialogContent>
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

function LotWarning({
  boxes,
  stock,
  consulta,
}: { boxes: number } & NonNullable<CalculatorDialogProps['lots']>) {
  const warning = largestLotWarning(stock, boxes);
  if (!warning) return null;
  const link = consulta(boxes);
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
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
      {warning}
    </Alert>
  );
}
