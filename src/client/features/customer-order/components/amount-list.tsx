import { Fragment } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface AmountRow {
  label: string;
  text: string;
}

/**
 * Labels and amounts in two columns, the amounts to the right and the last row bold (the total,
 * the balance). `sx` adds the spacing of where it stands.
 */
export function AmountList({
  rows,
  last,
  sx,
}: {
  rows: readonly AmountRow[];
  last: AmountRow;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          rowGap: 0.5,
          m: 0,
          // 'Descuento por transferencia o efectivo (5 %)' wraps on a phone: not leaving '%)' alone.
          '& dt': { overflowWrap: 'anywhere', textWrap: 'pretty' },
          '& dd': { m: 0, textAlign: 'right', whiteSpace: 'nowrap' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {rows.map((row) => (
        <Fragment key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.text}</dd>
        </Fragment>
      ))}
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {last.label}
      </Box>
      <Box component="dd" sx={{ fontWeight: 700 }}>
        {last.text}
      </Box>
    </Box>
  );
}
