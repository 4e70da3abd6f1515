import Typography from '@mui/material/Typography';
import { formatLongDate, formatTime } from '#shared/format';
import { SHOP_TIME_ZONE } from '#shared/shop-clock';

const GERMANY_TIME_ZONE = 'Europe/Berlin';

/** 'UTC+2' in summer and 'UTC+1' in winter for Berlin; 'UTC-3' for Buenos Aires. */
function utcOffsetLabel(value: string, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(value))
    .find((p) => p.type === 'timeZoneName');
  const offset = part?.value.replace('GMT', '') ?? '';
  return `UTC${offset || '+0'}`;
}

/** The long Spanish date plus the time in Argentina and in Germany. */
export function LogTime({ timestamp }: { timestamp: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatLongDate(timestamp)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Argentina: {formatTime(timestamp, SHOP_TIME_ZONE)} (
        {utcOffsetLabel(timestamp, SHOP_TIME_ZONE)})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Alemania: {formatTime(timestamp, GERMANY_TIME_ZONE)} (
        {utcOffsetLabel(timestamp, GERMANY_TIME_ZONE)})
      </Typography>
    </>
  );
}
