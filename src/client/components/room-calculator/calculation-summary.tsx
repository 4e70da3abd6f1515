import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { type CalculationResult, SPARE_BOX_ADVICE, bagsLabel } from '../../../shared/calculator';
import { formatMoney, formatNumber, formatSquareMeters } from '../../../shared/format';
import type { CategoryMaterials } from './use-category-materials';
import type { RoomCalculator } from './use-room-calculator';

interface CalculationSummaryProps {
  result: CalculationResult;
  /** The calculator whose spare box the summary offers. */
  calc: Pick<RoomCalculator, 'spareBox' | 'setSpareBox'>;
  /** "Agregar materiales": null when the shop chose no adhesive or grout for the category. */
  materials: CategoryMaterials | null;
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
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        Materiales recomendados
      </Typography>
      <Row
        label="Adhesivo"
        value={`${formatNumber(result.adhesive.kg)} kg (${result.adhesive.bags} ${bagsLabel(result.adhesive.bags)} de 25 kg)`}
      />
      <Row
        label="Pastina"
        value={`${formatNumber(result.grout.kg)} kg (${result.grout.bags} ${bagsLabel(result.grout.bags)} de 25 kg)`}
      />
      {materials && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddShoppingCartIcon />}
          onClick={() => materials.add(result)}
          disabled={materials.added}
          sx={{ mt: 1 }}
        >
          {materials.added ? 'Materiales agregados' : 'Agregar materiales'}
        </Button>
      )}
    </Box>
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
