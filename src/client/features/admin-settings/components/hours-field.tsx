import { type Control, type UseFormRegister, useFieldArray, useFormState } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ShopSettings } from '#shared/settings';
import type { SettingsValues } from '../settings-values';

/** Opening hours as rows (días, horario) the owner adds and removes. */
export function HoursField({
  control,
  register,
}: {
  control: Control<SettingsValues, unknown, ShopSettings>;
  register: UseFormRegister<SettingsValues>;
}) {
  const rows = useFieldArray({ control, name: 'hours' });
  const { errors } = useFormState({ control, name: 'hours' });
  return (
    <Box>
      {rows.fields.map((row, i) => {
        const problem = errors.hours?.[i];
        return (
          <Box key={row.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
            <TextField
              label={`Días (fila ${i + 1})`}
              {...register(`hours.${i}.days`)}
              error={Boolean(problem?.days)}
              helperText={problem?.days?.message ?? ' '}
              sx={{ flex: 3 }}
            />
            <TextField
              label={`Horario (fila ${i + 1})`}
              {...register(`hours.${i}.time`)}
              error={Boolean(problem?.time)}
              helperText={problem?.time?.message ?? ' '}
              sx={{ flex: 2 }}
            />
            <IconButton
              aria-label={`Quitar la fila ${i + 1} de horarios`}
              onClick={() => rows.remove(i)}
              sx={{ mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        disabled={rows.fields.length >= 10}
        onClick={() => rows.append({ days: '', time: '' }, { shouldFocus: false })}
      >
        Agregar horario
      </Button>
      {errors.hours?.message && (
        <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
          {errors.hours.message}
        </Box>
      )}
    </Box>
  );
}
