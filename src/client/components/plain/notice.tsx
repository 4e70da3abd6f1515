import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { darken, lighten } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

const ICONS = { error: ErrorOutlineIcon, info: InfoOutlinedIcon };

interface NoticeProps {
  severity: keyof typeof ICONS;
  /** 'alert' by default, as MUI's Alert; 'status' for news that is not a failure. */
  role?: 'alert' | 'status';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A message in a tinted box with its icon, drawn as MUI's standard Alert is (its tints of the
 * severity's colour) for the storefront's first-load pages, which would otherwise carry the
 * Alert's module for a message most visits never see. The admin keeps MUI's Alert.
 */
export function Notice({ severity, role = 'alert', sx, children }: NoticeProps) {
  const Icon = ICONS[severity];
  return (
    <Box
      role={role}
      sx={[
        (theme) => ({
          ...theme.typography.body2,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          px: 2,
          py: '6px',
          borderRadius: 1,
          color: darken(theme.palette[severity].light, 0.6),
          bgcolor: lighten(theme.palette[severity].light, 0.9),
          '& > svg': {
            py: '7px',
            fontSize: 22,
            flexShrink: 0,
            color: theme.palette[severity].main,
          },
          '& > div': { py: '8px', minWidth: 0, overflow: 'auto' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Icon />
      <div>{children}</div>
    </Box>
  );
}
