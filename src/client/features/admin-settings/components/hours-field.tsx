import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ShopSettings } from '../../../../shared/settings';

type Hours = ShopSettings['hours'];

/** Opening hours as rows (días, horario) the owner adds and removes. */
export function HoursField({
  value,
  onChange,
  errors,
}: {
  value: Hours;
  onChange: (hours: Hours) => void;
  errors: Record<string, string>;
}) {
  const set = (index: number, key: 'days' | 'time', text: string) =>
    onChange(value.map((row, i) => (i === index ? { ...row, [key]: text } : row)));
  return (
    <Box>
      {value.map((row, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <TextField
            label={`Días (fila ${i + 1})`}
            value={row.days}
            onChange={(e) => set(i, 'days', e.target.value)}
            error={Boolean(errors[`hours.${i}.days`])}
            helperText={errors[`hours.${i}.days`] ?? ' '}
            sx={{ flex: 3 }}
          />
          <TextField
            label={`Horario (fila ${i + 1})`}
            value={row.time}
            onChange={(e) => set(i, 'time', e.target.value)}
            error={Boolean(errors[`hours.${i}.time`])}
            helperText={errors[`hours.${i}.time`] ?? ' '}
            sx={{ flex: 2 }}
          />
          <IconButton
            aria-label={`Quitar la fila ${i + 1} de horarios`}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            sx={{ mt: 1 }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={value.length >= 10}
        onClick={() => onChange([...value, { days: '', time: '' }])}
      >
        Agregar horario
      </Button>
      {errors.hours && (
        <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
          {errors.hours}
        </Box>
      )}
    </Box>
  );
}
