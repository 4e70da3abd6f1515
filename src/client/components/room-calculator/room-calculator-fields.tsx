import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import {
  LAYING_PATTERNS,
  LAYING_PATTERN_IDS,
  ROOM_SIDE_ENTRY,
  SQUARE_METERS_ENTRY,
  isLayingPattern,
  wastePercentFor,
} from '#shared/calculator';
import { NumberField } from '../ui/number-field';
import type { RoomCalculator, SidesList } from './use-room-calculator';

/** The calculator's inputs: total m² or rooms (largo × ancho) minus openings, pattern, waste. */
export function RoomCalculatorFields({ calc }: { calc: RoomCalculator }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label="Cómo medir"
        value={calc.mode}
        onChange={(_event, mode: 'total' | 'rooms' | null) => {
          if (mode) calc.setMode(mode);
        }}
      >
        <ToggleButton value="total">Total en m²</ToggleButton>
        <ToggleButton value="rooms">Por ambientes</ToggleButton>
      </ToggleButtonGroup>
      {calc.mode === 'total' ? (
        <NumberField
          label="Metros cuadrados"
          entry={SQUARE_METERS_ENTRY}
          value={calc.total}
          onChange={calc.setTotal}
          fullWidth
        />
      ) : (
        <>
          <SidesRows noun="Ambiente" list={calc.rooms} minimum={1} addLabel="Agregar ambiente" />
          <SidesRows
            noun="Abertura"
            list={calc.openings}
            minimum={0}
            addLabel="Descontar abertura (puerta, ventana)"
          />
        </>
      )}
      {calc.problem && (
        <Typography variant="body2" color="error" role="alert">
          {calc.problem}
        </Typography>
      )}
      <FormControl>
        <FormLabel id="laying-pattern-label">Colocación</FormLabel>
        <RadioGroup
          row
          aria-labelledby="laying-pattern-label"
          value={calc.pattern}
          onChange={(event) => {
            if (isLayingPattern(event.target.value)) calc.setPattern(event.target.value);
          }}
        >
          {LAYING_PATTERN_IDS.map((id) => (
            <FormControlLabel
              key={id}
              value={id}
              control={<Radio size="small" />}
              label={`${LAYING_PATTERNS[id].label} (${LAYING_PATTERNS[id].wastePercent} %)`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControlLabel
        label={`Incluir ${wastePercentFor(true, calc.pattern)}% de desperdicio`}
        control={
          <Checkbox
            checked={calc.includeWaste}
            onChange={(event) => calc.setIncludeWaste(event.target.checked)}
          />
        }
      />
    </Box>
  );
}

/** Each room (or opening) as largo × ancho with its remove button, then the button adding one. */
function SidesRows({
  noun,
  list,
  minimum,
  addLabel,
}: {
  noun: string;
  list: SidesList;
  minimum: number;
  addLabel: string;
}) {
  return (
    <>
      {list.items.map((room, index) => {
        const name = `${noun} ${index + 1}`;
        const side = (which: 'length' | 'width', label: string) => (
          <NumberField
            label={label}
            entry={ROOM_SIDE_ENTRY}
            value={room[which]}
            onChange={(text) => list.edit(room.key, which, text)}
            size="small"
          />
        );
        return (
          <Box
            key={room.key}
            role="group"
            aria-label={name}
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr auto 1fr auto',
              gap: 1,
              alignItems: 'center',
            }}
          >
            {side('length', 'Largo (m)')}
            <Typography aria-hidden="true">×</Typography>
            {side('width', 'Ancho (m)')}
            <IconButton
              aria-label={`Quitar ${name.toLocaleLowerCase('es-AR')}`}
              onClick={() => list.remove(room.key)}
              disabled={list.items.length <= minimum}
              size="small"
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={list.add}
        sx={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </>
  );
}
