import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatMoney, formatSquareMeters } from '#shared/format';
import { CalculationSummary } from '#client/components/room-calculator/calculation-summary';
import { RoomCalculatorFields } from '#client/components/room-calculator/room-calculator-fields';
import { useCategoryMaterials } from '#client/components/room-calculator/use-category-materials';
import { useRoomCalculator } from '#client/components/room-calculator/use-room-calculator';
import { cartStore } from '#client/stores/cart-store';
import type { CartLine } from '#client/hooks/use-cart-lines';

interface CartCalculatorDialogProps {
  line: CartLine | null;
  onClose: () => void;
}

/**
 * Recomputes a line's boxes from the rooms or the m² to cover:
 * it opens with the rooms and pattern the line remembers.
 */
export function CartCalculatorDialog({ line, onClose }: CartCalculatorDialogProps) {
  return (
    <Dialog open={line !== null} onClose={onClose} fullWidth maxWidth="sm">
      {line && <CalculatorForm line={line} onClose={onClose} />}
    </Dialog>
  );
}

function CalculatorForm({ line, onClose }: { line: CartLine; onClose: () => void }) {
  const metersPerBox = line.metersPerBox ?? 0;
  const { item } = line;
  const calc = useRoomCalculator(metersPerBox, line.unitPrice, item);
  const materials = useCategoryMaterials(
    line.product?.categoryId ?? null,
    line.product?.dimensions ?? null,
    line.product?.color,
  );
  const [tried, setTried] = useState(false);
  const { result } = calc;

  const apply = () => {
    setTried(true);
    const measure = calc.measure();
    // An empty or zero surface does nothing.
    if (!measure) return;
    cartStore.measure(item.productId, measure);
    onClose();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <DialogTitle>Calculadora de M²</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {line.product?.name} · {formatSquareMeters(metersPerBox)} m² por caja
        </Typography>
        <RoomCalculatorFields calc={calc} />
        {result && (
          <Typography role="status" sx={{ mt: 1 }}>
            {result.boxes} {result.boxes === 1 ? 'caja' : 'cajas'} ·{' '}
            {formatSquareMeters(result.totalSquareMeters)} m² totales · {formatMoney(result.price)}
          </Typography>
        )}
        {tried && !result && !calc.problem && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            Ingresá los metros cuadrados o las medidas de un ambiente.
          </Typography>
        )}
        {result && <CalculationSummary result={result} calc={calc} materials={materials} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={calc.empty}>
          Calcular y Actualizar
        </Button>
      </DialogActions>
    </form>
  );
}
