import { ACTIVITY_GROUPS, ACTIVITY_GROUP_KEYS } from '#shared/activity';
import { DateRangeFields, FilterBar } from '#client/components/ui/filter-bar';
import { COMPACT_FILTER, OptionSelect } from '#client/components/ui/option-select';
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
      <OptionSelect
        {...COMPACT_FILTER}
        label="Quién"
        allLabel="Todos"
        options={actors.map((actor) => ({
          value: actor.email,
          label: actor.name ? `${actor.name} (${actor.email})` : actor.email,
        }))}
        value={value.actor}
        onChange={(actor) => set({ actor })}
      />
      <OptionSelect
        {...COMPACT_FILTER}
        label="Qué"
        allLabel="Todo"
        options={ACTIVITY_GROUP_KEYS.map((group) => ({
          value: group,
          label: ACTIVITY_GROUPS[group],
        }))}
        value={value.group}
        onChange={(group) => set({ group })}
      />
      <DateRangeFields value={value} onChange={set} />
    </FilterBar>
  );
}
