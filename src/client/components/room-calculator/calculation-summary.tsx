import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type CalculationResult, SPARE_BOX_ADVICE } from '#shared/calculator';
import { formatMoney, formatSquareMeters } from '#shared/format';
import { MaterialsSummary } from './materials-summary';
import { Row } from './summary-row';
import type { CategoryMaterials } from './use-category-materials';
import type { RoomCalculator } from './use-room-calculator';

interface CalculationSummaryProps {
  result: CalculationResult;
  /** The calculator whose spare box the summary offers. */
  calc: Pick<RoomCalculator, 'spareBox' | 'setSpareBox'>;
  /** Adhesive and grout for the surface, the joint, "Agregar materiales". */
  materials: CategoryMaterials;
}

/** What the calculator worked out: m², boxes, leftover, price, the spare box and materials. */
export function CalculationSummary({ result, calc, materials }: CalculationSummaryProps) {
  const m2 = (value: number) => `${formatSquareMeters(value)} m²`;
  return (
    <Box role="region" aria-label="Resultado" sx={{ mt: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Row label="Superficie" value={m2(result.squareMeters)} />
      <Row
        label={
          result.wastePercent > 0
            ? `M² necesarios (con ${result.wastePercent} % de desperdicio)`
            : 'M² necesarios'
        }
        value={m2(result.neededSquareMeters)}
      />
      <Row label="Cajas" value={String(result.boxes)} strong />
      <Row label="M² totales" value={m2(result.totalSquareMeters)} />
      <Row label="Sobrante" value={m2(result.leftoverSquareMeters)} />
      <Row label="Precio" value={formatMoney(result.price)} strong />
      <Alert severity="info" sx={{ mt: 1.5 }}>
        {SPARE_BOX_ADVICE}
        <FormControlLabel
          sx={{ display: 'flex', mt: 0.5 }}
          label="Sumar 1 caja de reserva"
          control={
            <Checkbox
              size="small"
              checked={calc.spareBox}
              onChange={(event) => calc.setSpareBox(event.target.checked)}
            />
          }
        />
      </Alert>
      <MaterialsSummary squareMeters={result.squareMeters} materials={materials} />
    </Box>
  );
}
