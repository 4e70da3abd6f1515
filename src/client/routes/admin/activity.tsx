import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { ACTIVITY_MESSAGES, ACTIVITY_PAGE_SIZES } from '#shared/activity';
import { RETENTION, yearsText } from '#shared/retention';
import { PageHeading } from '#client/components/page-heading';
import {
  EMPTY_ACTIVITY_FILTERS,
  type ActivityFilterValues,
  useActivity,
} from '#client/features/admin-activity/api';
import { ActivityFilters } from '#client/features/admin-activity/components/activity-filters';
import { isInvalidRange } from '#client/components/ui/filter-bar';
import { ActivityTable } from '#client/features/admin-activity/components/activity-table';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { usePaging } from '#client/hooks/use-paging';
import { type PageHandle, titledHead } from '#client/page';

export const handle: PageHandle = { head: titledHead('Actividad', { noindex: true }) };

export function Component() {
  const [filters, setFilters] = useState<ActivityFilterValues>(EMPTY_ACTIVITY_FILTERS);
  const { page, pageSize, setPage, table } = usePaging(ACTIVITY_PAGE_SIZES[0]);
  // A range that ends before it starts is not sent: the field says why.
  const [applied, setApplied] = useState(filters);
  const activity = useActivity(applied, page, pageSize);

  return (
    <>
      <PageHeading>Actividad</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
        Los cambios se conservan {yearsText(RETENTION.activityYears)}; después se borran
        automáticamente.
      </Typography>
      <ActivityFilters
        value={filters}
        actors={activity.data?.actors ?? []}
        onChange={(next) => {
          setFilters(next);
          if (!isInvalidRange(next)) {
            setApplied(next);
            setPage(1);
          }
        }}
      />
      <PageErrors messages={[activity.isError && ACTIVITY_MESSAGES.loadError]} />
      {activity.isPending && <PageLoading label="Cargando actividad" />}
      {activity.data && (
        <ActivityTable data={activity.data} loading={activity.isFetching} {...table} />
      )}
    </>
  );
}
