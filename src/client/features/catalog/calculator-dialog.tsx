import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  type CalculationResult,
  SQUARE_METERS_ENTRY,
  bagsLabel,
  calculateForArea,
} from '../../../shared/calculator';
import { formatMoney, formatNumber, formatSquareMeters } from '../../../shared/format';
import { parseArNumber } from '../../../shared/number-entry';
import { NumberField } from '../../components/ui/number-field';

export interface CalculatorAddition {
  boxes: number;
  squareMeters: number;
  includeWaste: boolean;
}

interface CalculatorDialogProps {
  open: boolean;
  metersPerBox: number;
  unitPrice: number;
  onClose: () => void;
  onAdd: (addition: CalculatorAddition) => void;
}

/** SPEC §2 m² calculator: boxes, total m², price and recommended adhesive and grout. */
export function CalculatorDialog({
  open,
  metersPerBox,
  unitPrice,
  onClose,
  onAdd,
}: CalculatorDialogProps) {
  const [meters, setMeters] = useState('');
  const [metersError, setMetersError] = useState<string | null>(null);
  const [includeWaste, setIncludeWaste] = useState(true);
  const [result, setResult] = useState<{ squareMeters: number; calc: CalculationResult } | null>(
    null,
  );

  const reset = () => {
    setMeters('');
    setMetersError(null);
    setIncludeWaste(true);
    setResult(null);
  };
  const calculate = () => {
    const read = parseArNumber(meters, SQUARE_METERS_ENTRY);
    // Empty or zero does nothing (SPEC §5); what cannot be read says why.
    if (!read.ok) {
      setMetersError(read.problem === 'empty' ? null : read.message);
      return;
    }
    const squareMeters = read.value;
    if (squareMeters <= 0) return;
    const calc = calculateForArea(squareMeters, metersPerBox, includeWaste, unitPrice);
    if (calc) setResult({ squareMeters, calc });
  };
  const add = () => {
    if (!result) return;
    onAdd({
      boxes: result.calc.boxes,
      squareMeters: Math.round(result.squareMeters * 100) / 100,
      includeWaste,
    });
    reset();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="calculator-title"
    >
      <DialogTitle id="calculator-title">Calcular M²</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            calculate();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: 1 }}
        >
          <NumberField
            label="Metros cuadrados"
            entry={SQUARE_METERS_ENTRY}
            value={meters}
            onChange={(text) => {
              setMeters(text);
              setMetersError(null);
              // Shown back formatted on blur (`23.5` → `23,5`), the same number keeps its result.
              const read = parseArNumber(text, SQUARE_METERS_ENTRY);
              if (!read.ok || read.value !== result?.squareMeters) setResult(null);
            }}
            error={metersError !== null}
            helperText={metersError}
          />
          <FormControlLabel
            label="Incluir 10% de desperdicio"
            control={
              <Checkbox
                checked={includeWaste}
                onChange={(e) => {
                  setIncludeWaste(e.target.checked);
                  setResult(null);
                }}
              />
            }
          />
          <Button type="submit" variant="outlined">
            Calcular
          </Button>
        </Box>
        {result && (
          <Box role="region" aria-label="Resultado" sx={{ mt: 2 }}>
            <Divider sx={{ mb: 2 }} />
            <Row label="Cajas" value={String(result.calc.boxes)} />
            <Row label="M² totales" value={formatSquareMeters(result.calc.totalSquareMeters)} />
            <Row label="Precio" value={formatMoney(result.calc.price)} strong />
            <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
              Materiales recomendados
            </Typography>
            <Row
              label="Adhesivo"
              value={`${formatNumber(result.calc.adhesive.kg)} kg (${result.calc.adhesive.bags} ${bagsLabel(result.calc.adhesive.bags)} de 25 kg)`}
            />
            <Row
              label="Pastina"
              value={`${formatNumber(result.calc.grout.kg)} kg (${result.calc.grout.bags} ${bagsLabel(result.calc.grout.bags)} de 25 kg)`}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        {result && (
          <Button variant="contained" onClick={add}>
            Agregar al carrito
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right' }}>{value}</Typography>
    </Box>
  );
}
