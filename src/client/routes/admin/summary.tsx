import { BALANCE_LABELS } from '#shared/order-payments';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, formatNumber } from '#shared/format';
import { shopNoon, shopToday } from '#shared/shop-clock';
import { ADMIN_PAGE_PATHS as PAGE_PATHS } from '#shared/admin-page-paths';
import {
  SUMMARY_CAPTIONS,
  SUMMARY_GROUPINGS,
  SUMMARY_GROUPING_LABELS,
  SUMMARY_MESSAGES,
  type PeriodFigures,
  type SummaryGrouping,
  monthStart,
} from '#shared/summary/summary';
import { PageHeading } from '#client/components/page-heading';
import { DateRangeFields, isInvalidRange } from '#client/components/ui/filter-bar';
import { ApiError } from '#client/api-client';
import { type SummaryRange, summaryQuery } from '#client/features/admin-summary/api';
import { FigureCard, FigureGrid } from '#client/features/admin-summary/components/figure-card';
import { SummaryCharts } from '#client/features/admin-summary/components/summary-charts';
import { ordersLink } from '#client/features/admin-summary/orders-link';
import { type PageHandle, titledHead } from '#client/page';

export const handle: PageHandle = { head: titledHead('Resumen', { noindex: true }) };

const dayText = (day: string) => formatDate(shopNoon(day));
const ordersText = (n: number) => (n === 1 ? '1 pedido' : `${formatNumber(n)} pedidos`);

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.1rem', fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** Orders, sales, money received and average ticket of a period; orders and sales open its orders. */
function PeriodCards({ figures }: { figures: PeriodFigures }) {
  const to = ordersLink({ status: 'active', from: figures.from, to: figures.to });
  return (
    <>
      <FigureCard label="Pedidos" value={formatNumber(figures.orders)} to={to} />
      <FigureCard
        label="Ventas"
        value={formatMoney(figures.sales)}
        detail="con descuentos, sin envío"
        to={to}
      />
      <FigureCard label="Cobrado" value={formatMoney(figures.collected)} detail="pagos recibidos" />
      <FigureCard label="Ticket promedio" value={formatMoney(figures.averageTicket)} to={to} />
    </>
  );
}

/** What "Ventas" and "Cobrado" count, in words, under the page's title. */
function FiguresCaption() {
  return (
    <Box component="ul" aria-label="Qué cuentan las cifras" sx={{ m: 0, mb: 2, pl: 2.5 }}>
      {[SUMMARY_CAPTIONS.sales, SUMMARY_CAPTIONS.collected].map((text) => (
        <Typography key={text} component="li" variant="body2" color="text.secondary">
          {text}
        </Typography>
      ))}
    </Box>
  );
}

export function Component() {
  const today = shopToday();
  const [range, setRange] = useState<SummaryRange>({
    from: monthStart(today),
    to: today,
    by: 'day',
  });
  const invalid = isInvalidRange(range);
  const summary = useQuery({ ...summaryQuery(range), enabled: !invalid });
  const data = summary.data;
  const error =
    summary.error instanceof ApiError && summary.error.status === 400
      ? (Object.values(summary.error.fields ?? {})[0] ?? summary.error.message)
      : summary.error
        ? SUMMARY_MESSAGES.loadError
        : null;

  const rangeControls = (
    <Paper
      role="search"
      aria-label="Rango del resumen"
      variant="outlined"
      sx={{
        p: 2,
        mb: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
      }}
    >
      <DateRangeFields
        value={range}
        onChange={(patch) => setRange((current) => ({ ...current, ...patch }))}
      />
      <TextField
        select
        label="Agrupar"
        size="small"
        value={range.by}
        onChange={(event) =>
          setRange((current) => ({ ...current, by: event.target.value as SummaryGrouping }))
        }
      >
        {SUMMARY_GROUPINGS.map((by) => (
          <MenuItem key={by} value={by}>
            {SUMMARY_GROUPING_LABELS[by]}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );

  if (!data && !error) {
    return (
      <>
        <PageHeading>Resumen</PageHeading>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Cargando resumen" />
        </Box>
      </>
    );
  }
  return (
    <>
      <PageHeading>Resumen</PageHeading>
      <FiguresCaption />
      {data && (
        <>
          <SectionTitle>{`Hoy, ${dayText(data.today)}`}</SectionTitle>
          <FigureGrid>
            <PeriodCards figures={data.todayFigures} />
          </FigureGrid>
          <SectionTitle>Este mes</SectionTitle>
          <FigureGrid>
            <PeriodCards figures={data.month} />
          </FigureGrid>
          <SectionTitle>Para atender</SectionTitle>
          <FigureGrid>
            <FigureCard
              label="Saldos por cobrar"
              value={formatMoney(data.balance.amount)}
              detail={ordersText(data.balance.orders)}
              warn={data.balance.orders > 0}
            />
            {data.customerCredit.orders > 0 && (
              <FigureCard
                label={BALANCE_LABELS.customerCredit}
                value={formatMoney(data.customerCredit.amount)}
                detail={ordersText(data.customerCredit.orders)}
              />
            )}
            {data.refundDue.orders > 0 && (
              <FigureCard
                label={BALANCE_LABELS.refundDue}
                value={formatMoney(data.refundDue.amount)}
                detail={ordersText(data.refundDue.orders)}
                warn
              />
            )}
            <FigureCard
              label="Pendientes hace más de 2 días"
              value={formatNumber(data.stalePending.orders)}
              detail={`hechos hasta el ${dayText(data.stalePending.placedBy)}`}
              to={ordersLink({ status: 'pending', to: data.stalePending.placedBy })}
              warn={data.stalePending.orders > 0}
            />
            <FigureCard
              label="Arrepentimientos por responder"
              value={formatNumber(data.withdrawalsToAnswer)}
              to={PAGE_PATHS.adminWithdrawals}
              warn={data.withdrawalsToAnswer > 0}
            />
            <FigureCard
              label="Productos con stock bajo"
              value={formatNumber(data.lowStock)}
              to={PAGE_PATHS.adminStock}
              warn={data.lowStock > 0}
            />
          </FigureGrid>
        </>
      )}
      <SectionTitle>Ventas por rango</SectionTitle>
      {rangeControls}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {data && !error && (
        <>
          <FigureGrid>
            <PeriodCards figures={data.range} />
          </FigureGrid>
          <SummaryCharts summary={data} />
        </>
      )}
    </>
  );
}
