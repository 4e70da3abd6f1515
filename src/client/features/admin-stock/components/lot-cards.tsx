import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumber } from '#shared/format';
import type { Lot } from '#shared/stock/contract';
import { receivedOnText } from '../stock-text';
import { lotName } from '#shared/stock/lot-name';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {formatNumber(value)}
      </Typography>
    </Box>
  );
}

/** A product's lots as cards (they fit a phone as they are), each with its "Ajustar". */
export function LotCards({ lots, onAdjust }: { lots: Lot[]; onAdjust: (lot: Lot) => void }) {
  if (lots.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Todavía no hay lotes: cargá un ingreso desde la tabla de Stock.
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label="Lotes"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      {lots.map((lot) => (
        <Paper component="li" variant="outlined" key={lot.id} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {lotName(lot)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                Ingresó el {receivedOnText(lot.receivedOn)}
                {lot.note && ` · ${lot.note}`}
              </Typography>
            </Box>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onAdjust(lot)}
              aria-label={`Ajustar ${lotName(lot)}`}
            >
              Ajustar
            </Button>
          </Box>
          <Box
            component="dl"
            sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
          >
            <Figure label="En depósito" value={lot.onHand} />
            <Figure label="Reservado" value={lot.reserved} />
            <Figure label="Disponible" value={lot.available} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
