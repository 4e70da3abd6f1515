import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ACTIVITY_GROUPS, ACTIVITY_GROUP_KEYS } from '../../../../shared/activity';
import { DateRangeFields, FilterBar } from '../../../components/ui/filter-bar';
import { EMPTY_ACTIVITY_FILTERS, type ActivityFilterValues } from '../api';

interface ActivityFiltersProps {
  value: ActivityFilterValues;
  actors: { email: string; name: string }[];
  onChange(value: ActivityFilterValues): void;
}

/** Who, what and when: the server filters (GET /api/admin/activity). */
export function ActivityFilters({ value, actors, onChange }: ActivityFiltersProps) {
  const set = (patch: Partial<ActivityFilterValues>) => onChange({ ...value, ...patch });
  return (
    <FilterBar
      label="Filtrar actividad"
      wideColumns="2fr 2fr 1fr 1fr auto"
      onClear={() => onChange(EMPTY_ACTIVITY_FILTERS)}
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
      <DateRangeFields value={value} onChange={set} />
    </FilterBar>
  );
}
