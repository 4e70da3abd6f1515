import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { DELIVERY_METHOD_LABELS } from '#shared/delivery';
import { formatDate, formatMoney, formatSquareMeters } from '#shared/format';
import { shopNoon } from '#shared/shop-clock';
import type { Summary } from '#shared/summary/summary';
import { ordersLink } from '../orders-link';

const money = (value: number | null) => (value === null ? '' : formatMoney(value));
const squareMeters = (value: number | null) =>
  value === null ? '' : `${formatSquareMeters(value)} m²`;
const oneDecimal = (value: number) => value.toLocaleString('es-AR', { maximumFractionDigits: 1 });
/**
 * An amount short enough for an axis ('$ 950', '$ 15 mil', '$ 1,5 M'): a whole one cannot fit
 * a phone's axis; the tooltip shows it whole.
 */
const axisMoney = (value: number) => {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `$ ${oneDecimal(value / 1_000_000)} M`;
  if (size >= 1_000) return `$ ${oneDecimal(value / 1_000)} mil`;
  return formatMoney(value);
};
/** '01/03' for an axis: the year is in the range above the chart. */
const shortDay = (day: string) => formatDate(shopNoon(day)).slice(0, 5);

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Empty() {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      Sin ventas en el rango elegido.
    </Typography>
  );
}

/** Long product names cut for the axis; the tooltip shows them whole. */
const axisName = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

function HorizontalBars({
  rows,
  value,
  format,
  axisFormat,
  label,
}: {
  rows: { name: string }[];
  value: (index: number) => number;
  format: (value: number | null) => string;
  /** The value axis's ticks: short, so the last one stays inside the chart. */
  axisFormat: (value: number) => string;
  label: string;
}) {
  if (rows.length === 0) return <Empty />;
  return (
    <BarChart
      height={Math.max(160, rows.length * 32 + 40)}
      layout="horizontal"
      hideLegend
      margin={{ left: 8, right: 32 }}
      yAxis={[
        {
          scaleType: 'band',
          data: rows.map((row) => row.name),
          valueFormatter: (name: string, context) =>
            context.location === 'tick' ? axisName(name) : name,
          width: 150,
        },
      ]}
      xAxis={[{ valueFormatter: axisFormat, tickNumber: 3 }]}
      series={[{ data: rows.map((_, i) => value(i)), label, valueFormatter: format }]}
    />
  );
}

/** The Resumen's charts for the chosen range; a period's bar opens its orders. */
export function SummaryCharts({ summary }: { summary: Summary }) {
  const navigate = useNavigate();
  const periods = summary.salesByPeriod;
  const periodLabel = (p: Summary['salesByPeriod'][number]) =>
    p.start === p.end ? shortDay(p.start) : `${shortDay(p.start)}–${shortDay(p.end)}`;
  const hasSales = summary.range.orders > 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <ChartCard title="Ventas por período">
          {hasSales ? (
            <BarChart
              height={260}
              hideLegend
              margin={{ left: 8, right: 16 }}
              xAxis={[{ scaleType: 'band', data: periods.map(periodLabel) }]}
              yAxis={[{ valueFormatter: axisMoney, width: 72 }]}
              series={[
                { data: periods.map((p) => p.sales), label: 'Ventas', valueFormatter: money },
              ]}
              onItemClick={(_event, item) => {
                const period = periods[item.dataIndex];
                if (period)
                  void navigate(
                    ordersLink({ status: 'active', from: period.start, to: period.end }),
                  );
              }}
            />
          ) : (
            <Empty />
          )}
        </ChartCard>
      </Box>
      <ChartCard title="Ventas por categoría">
        <HorizontalBars
          rows={summary.salesByCategory}
          value={(i) => summary.salesByCategory[i]?.sales ?? 0}
          format={money}
          axisFormat={axisMoney}
          label="Ventas"
        />
      </ChartCard>
      <ChartCard title="Retiro en el local y envío a domicilio">
        {summary.delivery.length > 0 ? (
          <PieChart
            height={220}
            series={[
              {
                innerRadius: 40,
                data: summary.delivery.map((d, i) => ({
                  id: i,
                  value: d.sales,
                  label: `${DELIVERY_METHOD_LABELS[d.method]} (${d.orders})`,
                })),
                valueFormatter: (item) => formatMoney(item.value),
              },
            ]}
          />
        ) : (
          <Empty />
        )}
      </ChartCard>
      <ChartCard title="Productos más vendidos por m²">
        <HorizontalBars
          rows={summary.topBySquareMeters}
          value={(i) => summary.topBySquareMeters[i]?.squareMeters ?? 0}
          format={squareMeters}
          axisFormat={(v) => `${oneDecimal(v)} m²`}
          label="M²"
        />
      </ChartCard>
      <ChartCard title="Productos más vendidos por importe">
        <HorizontalBars
          rows={summary.topBySales}
          value={(i) => summary.topBySales[i]?.sales ?? 0}
          format={money}
          axisFormat={axisMoney}
          label="Ventas"
        />
      </ChartCard>
    </Box>
  );
}
