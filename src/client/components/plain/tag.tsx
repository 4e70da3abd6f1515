import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import CancelIcon from '@mui/icons-material/Cancel';

/**
 * A small label, drawn as MUI's small Chip (its filled colours) for the product page, which would
 * otherwise carry the Chip's module for two or three words.
 */
export function Tag({
  color = 'default',
  bold = false,
  children,
}: {
  color?: 'default' | 'primary' | 'error';
  bold?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1,
        borderRadius: 12,
        whiteSpace: 'nowrap',
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.pxToRem(13),
        fontWeight: bold ? 700 : 400,
        ...(color === 'default'
          ? { bgcolor: theme.palette.action.selected, color: theme.palette.text.primary }
          : { bgcolor: theme.palette[color].main, color: theme.palette[color].contrastText }),
      })}
    >
      {children}
    </Box>
  );
}

/**
 * A filter the shopper can take off: a button with the label and a cross, drawn as MUI's
 * outlined primary Chip with its delete icon. Its name says what pressing it does.
 */
export function RemovableTag({
  label,
  name,
  onRemove,
}: {
  label: string;
  name: string;
  onRemove: () => void;
}) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={name}
      onClick={onRemove}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        height: 32,
        pl: 1.5,
        pr: 0.5,
        borderRadius: 16,
        border: `1px solid ${alpha(theme.palette.primary.main, 0.7)}`,
        bgcolor: 'transparent',
        color: theme.palette.primary.main,
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.pxToRem(13),
        cursor: 'pointer',
        transition: theme.transitions.create('background-color'),
        '&:hover': {
          bgcolor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
        },
        '& > svg': { fontSize: 22, color: alpha(theme.palette.primary.main, 0.7) },
        '&:hover > svg': { color: theme.palette.primary.main },
      })}
    >
      <span>{label}</span>
      <CancelIcon aria-hidden />
    </Box>
  );
}
