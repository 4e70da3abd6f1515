import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  SQUARE_METERS_ENTRY,
  boxesForArea,
  squareMetersForBoxes,
} from '../../../../shared/calculator';
import { formatMoney, formatSquareMeters } from '../../../../shared/format';
import { parseArNumber } from '../../../../shared/number-entry';
import { roundMoney } from '../../../../shared/pricing';
import { NumberField } from '../../../components/ui/number-field';
import { cartStore } from '../cart-store';
import type { CartLine } from '../use-cart-lines';

interface CartCalculatorDialogProps {
  line: CartLine | null;
  onClose: () => void;
}

/** Recomputes a line's boxes from the m² to cover (SPEC §2 /carrito, §5 calculators). */
export function CartCalculatorDialog({ line, onClose }: CartCalculatorDialogProps) {
  return (
    <Dialog open={line !== null} onClose={onClose} fullWidth maxWidth="xs">
      {line && <CalculatorForm line={line} onClose={onClose} />}
    </Dialog>
  );
}

function CalculatorForm({ line, onClose }: { line: CartLine; onClose: () => void }) {
  const [meters, setMeters] = useState('');
  const [metersError, setMetersError] = useState<string | null>(null);
  // The waste allowance is on by default, as in every calculator (SPEC §9).
  const [includeWaste, setIncludeWaste] = useState(true);
  const metersPerBox = line.metersPerBox ?? 0;
  const read = parseArNumber(meters, SQUARE_METERS_ENTRY);
  const boxes = read.ok ? boxesForArea(read.value, metersPerBox, includeWaste) : 0;

  const apply = () => {
    if (!read.ok) setMetersError(read.message);
    // An empty or zero surface does nothing.
    if (boxes === 0) return;
    cartStore.update(
      line.item.productId,
      boxes,
      squareMetersForBoxes(boxes, metersPerBox),
      includeWaste,
    );
    onClose();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <DialogTitle>Calculadora de M²</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {line.product?.name} · {formatSquareMeters(metersPerBox)} m² por caja
        </Typography>
        <NumberField
          label="Metros cuadrados"
          entry={SQUARE_METERS_ENTRY}
          value={meters}
          onChange={(text) => {
            setMeters(text);
            setMetersError(null);
          }}
          error={metersError !== null}
          helperText={metersError}
          fullWidth
        />
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox checked={includeWaste} onChange={(e) => setIncludeWaste(e.target.checked)} />
          }
          label="Incluir 10% de desperdicio"
        />
        {boxes > 0 && (
          <Typography role="status" sx={{ mt: 1 }}>
            {boxes} {boxes === 1 ? 'caja' : 'cajas'} ·{' '}
            {formatSquareMeters(squareMetersForBoxes(boxes, metersPerBox))} m² totales ·{' '}
            {formatMoney(roundMoney(boxes * line.unitPrice))}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={meters.trim() === ''}>
          Calcular y Actualizar
        </Button>
      </DialogActions>
    </form>
  );
}
