import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import {
  JOINT_ENTRY,
  adhesiveMethodText,
  groutJointText,
  materialAmountText,
} from '#shared/materials';
import { NumberField } from '../ui/number-field';
import { Row } from './summary-row';
import type { CategoryMaterials } from './use-category-materials';

/**
 * Adhesive and grout for the surface: the amounts shown are the plan that
 * "Agregar materiales" adds, computed once here.
 */
export function MaterialsSummary({
  squareMeters,
  materials,
}: {
  squareMeters: number;
  materials: CategoryMaterials;
}) {
  const plan = materials.plan(squareMeters);
  const bags = plan.adhesive.bags + (plan.grout?.bags ?? 0);
  return (
    <Box role="group" aria-label="Materiales recomendados">
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        Materiales recomendados
      </Typography>
      <Row label="Adhesivo" value={materialAmountText(plan.adhesive)} />
      <Typography variant="caption" color="text.secondary" component="p">
        {adhesiveMethodText(plan.adhesive)}
      </Typography>
      {plan.grout && (
        <>
          <Row label="Pastina" value={materialAmountText(plan.grout)} />
          <Typography variant="caption" color="text.secondary" component="p">
            {groutJointText(plan.grout)}
          </Typography>
          <GroutColour grout={materials.grout} />
          <NumberField
            label="Junta (mm)"
            entry={JOINT_ENTRY}
            value={materials.joint}
            onChange={materials.setJoint}
            error={materials.jointProblem !== null}
            helperText={materials.jointProblem ?? 'Cambiala si vas a colocar con otra junta.'}
            size="small"
            sx={{ mt: 1.5, maxWidth: 220 }}
          />
        </>
      )}
      {materials.canAdd && (
        <Box>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddShoppingCartIcon />}
            onClick={() => materials.add(plan)}
            disabled={materials.added || bags === 0 || materials.jointProblem !== null}
            sx={{ mt: 1 }}
          >
            {materials.added ? 'Materiales agregados' : 'Agregar materiales'}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The grout's colour, the one that suits the tile first; a skeleton while the colours load. */
function GroutColour({ grout }: { grout: CategoryMaterials['grout'] }) {
  if (grout.loading)
    return <Skeleton variant="rounded" height={40} sx={{ mt: 1.5, maxWidth: 280 }} />;
  if (grout.choices.length < 2) return null;
  return (
    <TextField
      select
      label="Color de pastina"
      value={grout.chosenId ?? ''}
      onChange={(event) => grout.choose(event.target.value)}
      size="small"
      slotProps={{ select: { native: true } }}
      sx={{ mt: 1.5, display: 'flex', maxWidth: 280 }}
    >
      {grout.choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
}
