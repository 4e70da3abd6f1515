import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { ACTIVITY_GROUPS, ACTIVITY_GROUP_KEYS } from '../../../../shared/activity';
import { EMPTY_ACTIVITY_FILTERS, type ActivityFilterValues } from '../api';

interface ActivityFiltersProps {
  value: ActivityFilterValues;
  actors: { email: string; name: string }[];
  onChange(value: ActivityFilterValues): void;
}

export const isInvalidRange = (value: ActivityFilterValues) =>
  Boolean(value.from && value.to && value.from > value.to);

/** Who, what and when: the server filters (GET /api/admin/activity). */
export function ActivityFilters({ value, actors, onChange }: ActivityFiltersProps) {
  const set = (patch: Partial<ActivityFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Paper
      role="search"
      aria-label="Filtrar actividad"
      variant="outlined"
      sx={{
        p: 2,
        mb: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 2fr 1fr 1fr auto' },
        alignItems: 'center',
      }}
    >
      <TextField
        select
        label="Quién"
        size="small"
        value={value.actor}
        onChange={(event) => set({ actor: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Todos</MenuItem>
        {actors.map((actor) => (
          <MenuItem key={actor.email} value={actor.email}>
            {actor.name ? `${actor.name} (${actor.email})` : actor.email}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Qué"
        size="small"
        value={value.group}
        onChange={(event) => set({ group: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Todo</MenuItem>
        {ACTIVITY_GROUP_KEYS.map((group) => (
          <MenuItem key={group} value={group}>
            {ACTIVITY_GROUPS[group]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label="Desde"
        size="small"
        value={value.from}
        onChange={(event) => set({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || undefined } }}
      />
      <TextField
        type="date"
        label="Hasta"
        size="small"
        value={value.to}
        onChange={(event) => set({ to: event.target.value })}
        error={isInvalidRange(value)}
        helperText={isInvalidRange(value) ? 'Debe ser igual o posterior a "Desde"' : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined } }}
      />
      <Button variant="outlined" onClick={() => onChange(EMPTY_ACTIVITY_FILTERS)}>
        Limpiar
      </Button>
    </Paper>
  );
}
